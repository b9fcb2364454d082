// Operators: take an article off the site (its address answers 404; it stays in the console). Audited;
// its pages are rendered again.
import { type adminArticleUnpublishedApi } from '@/lib/contracts/articles';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { unpublishArticle } from '@/lib/server/services/articleAdmin';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('content:write', async (req, _res, operator) =>
    reply(await unpublishArticle(await getDb(), operator.id, pathId(req.query.id, 'No such article.')), 'The article is unpublished.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminArticleUnpublishedApi>;
