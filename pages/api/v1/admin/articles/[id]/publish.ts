// Operators: publish an article now (a draft or a scheduled one goes public at once, an unpublished one
// comes back). Audited; its pages are rendered again.
import { type adminArticlePublishedApi } from '@/lib/contracts/articles';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { publishArticle } from '@/lib/server/services/articleAdmin';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('content:write', async (req, _res, operator) =>
    reply(await publishArticle(await getDb(), operator.id, pathId(req.query.id, 'No such article.')), 'The article is published.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminArticlePublishedApi>;
