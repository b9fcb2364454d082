// articles: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { getArticleAdmin, listArticlesAdmin, updateArticle } from '@/lib/server/services/articleAdmin';
import { adminArticleListQuery, articleEditSchema } from '@/lib/validations/articleAdmin';

/** GET /api/v1/admin/articles */
export type AdminArticleListData = Answer<typeof listArticlesAdmin>;
export const adminArticleListApi = contract<AdminArticleListData>()({
  client: 'admin',
  method: 'GET',
  path: 'articles',
  input: adminArticleListQuery,
});

/** GET /api/v1/admin/articles/{id} */
export type AdminArticleData = Answer<typeof getArticleAdmin>;
export const adminArticleApi = contract<AdminArticleData>()({ client: 'admin', method: 'GET', path: 'articles/{id}' });

/** PATCH /api/v1/admin/articles/{id} */
export type AdminArticleUpdatedData = Answer<typeof updateArticle>;
export const adminArticleUpdatedApi = contract<AdminArticleUpdatedData>()({
  client: 'admin',
  method: 'PATCH',
  path: 'articles/{id}',
  input: articleEditSchema,
});
