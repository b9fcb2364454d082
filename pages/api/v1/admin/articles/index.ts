// Operators: the published news articles (GET, search and paging), for the news desk.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { listArticlesAdmin } from '@/lib/server/services/articleAdmin';
import { adminArticleListQuery } from '@/lib/validations/articleAdmin';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator(async (req) =>
    reply(await listArticlesAdmin(await getDb(), parseQuery(adminArticleListQuery, req)), 'Articles fetched.'),
  ),
});
export default handler;
export type AdminArticleListData = ApiData<typeof handler, 'GET'>;
