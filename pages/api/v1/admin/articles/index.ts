// Operators: the published news articles (GET, search and paging), for the news desk.
import { adminArticleListApi } from '@/lib/contracts/articles';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listArticlesAdmin } from '@/lib/server/services/articleAdmin';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('content:read', async (req) =>
    reply(await listArticlesAdmin(await getDb(), parseQuery(adminArticleListApi.input, req)), 'Articles fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminArticleListApi>;
