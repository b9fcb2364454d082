// articles: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { getArticleAdmin, listArticlesAdmin, updateArticle } from '@/lib/server/services/articleAdmin';
import { adminArticleListQuery, articleEditSchema } from '@/lib/validations/articleAdmin';

export const adminArticleListApi = contract<AdminArticleListData>()('admin', 'GET', 'articles', adminArticleListQuery);
export const adminArticleApi = contract<AdminArticleData>()('admin', 'GET', 'articles/{id}');
export const adminArticleUpdatedApi = contract<AdminArticleUpdatedData>()('admin', 'PATCH', 'articles/{id}', articleEditSchema);

export type AdminArticleListData = Answer<typeof listArticlesAdmin>;
export type AdminArticleData = Answer<typeof getArticleAdmin>;
export type AdminArticleUpdatedData = Answer<typeof updateArticle>;
