// Operators: one news article (GET) and a change to it (PATCH): its text, its address (a move: the old
// address redirects), its status or a time to publish at. Audited; the public pages that show it are
// rendered again before the answer.
import { type adminArticleApi, adminArticleUpdatedApi } from '@/lib/contracts/articles';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { getArticleAdmin, updateArticle } from '@/lib/server/services/articleAdmin';

export const config = { api: { bodyParser: false } };

const articleId = (value: unknown) => pathId(value, 'No such article.');

const handler = defineHandler({
  GET: withOperator('content:read', async (req) =>
    reply(await getArticleAdmin(await getDb(), articleId(req.query.id)), 'Article fetched.'),
  ),
  PATCH: withOperator('content:write', async (req, _res, operator) => {
    const id = articleId(req.query.id);
    const edit = parseBody(adminArticleUpdatedApi.input, req);
    return reply(await updateArticle(await getDb(), operator.id, id, edit), 'The article is saved.');
  }),
});
export default handler satisfies Serves<typeof handler, [typeof adminArticleApi, typeof adminArticleUpdatedApi]>;
