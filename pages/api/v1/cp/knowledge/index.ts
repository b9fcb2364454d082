// The partner's knowledge base: help articles for partners and for everyone, with search and categories.
import { partnerKnowledgeListApi } from '@/lib/contracts/knowledge';
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listKnowledge } from '@/lib/server/services/knowledge';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withPartner(async (req) =>
    reply(await listKnowledge(await getDb(), 'partner', parseQuery(partnerKnowledgeListApi.input, req)), 'Articles fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof partnerKnowledgeListApi>;
