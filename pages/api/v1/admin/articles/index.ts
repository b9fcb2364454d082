// Operators: every news article (GET: search, status filter, paging) and a new one (POST, 201: a draft,
// published now or scheduled). Audited.
import { adminArticleCreatedApi, adminArticleListApi } from '@/lib/contracts/articles';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listGet } from '@/lib/server/http/listCsv';
import { ARTICLES_CSV, createArticle, listArticlesAdmin } from '@/lib/server/services/articleAdmin';
import type { ArticleStatus } from '@/lib/status/articles';

export const config = { api: { bodyParser: false } };

const SAVED: Record<ArticleStatus, string> = {
  draft: 'The draft is saved.',
  scheduled: 'The article is scheduled.',
  published: 'The article is published.',
  unpublished: 'The article is saved.',
};

const handler = defineHandler({
  GET: listGet('content:read', adminArticleListApi.input, listArticlesAdmin, ARTICLES_CSV, 'Articles fetched.'),
  POST: withOperator('content:write', async (req, _res, operator) => {
    const article = await createArticle(await getDb(), operator.id, parseBody(adminArticleCreatedApi.input, req));
    return reply(article, SAVED[article.status], 201);
  }),
});
export default handler satisfies Serves<typeof handler, [typeof adminArticleListApi, typeof adminArticleCreatedApi]>;
