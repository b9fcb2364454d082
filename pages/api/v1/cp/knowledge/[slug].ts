// One help article for the partner, its body rendered and sanitised on the server; another audience's
// article is a 404, as a missing one is.
import { type partnerKnowledgeArticleApi } from '@/lib/contracts/knowledge';
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { getKnowledgeArticle } from '@/lib/server/services/knowledge';
import { isKnowledgeSlug } from '@/lib/validations/knowledge';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withPartner(async (req) => {
    const slug = req.query.slug;
    if (!isKnowledgeSlug(slug)) throw notFound('No help article has this address.');
    return reply(await getKnowledgeArticle(await getDb(), 'partner', slug), 'Article fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof partnerKnowledgeArticleApi>;
