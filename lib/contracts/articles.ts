// articles: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type {
  createArticle,
  getArticleAdmin,
  listArticlesAdmin,
  publishArticle,
  unpublishArticle,
  updateArticle,
} from '@/lib/server/services/articleAdmin';
import { adminArticleListQuery, articleCreateSchema, articleEditSchema } from '@/lib/validations/articleAdmin';

export const adminArticleListApi = contract<AdminArticleListData>()('admin', 'GET', 'articles', adminArticleListQuery);
export const adminArticleCreatedApi = contract<Answer<typeof createArticle>>()('admin', 'POST', 'articles', articleCreateSchema);
export const adminArticleApi = contract<AdminArticleData>()('admin', 'GET', 'articles/{id}');
export const adminArticleUpdatedApi = contract<AdminArticleUpdatedData>()('admin', 'PATCH', 'articles/{id}', articleEditSchema);
export const adminArticlePublishedApi = contract<Answer<typeof publishArticle>>()('admin', 'POST', 'articles/{id}/publish');
export const adminArticleUnpublishedApi = contract<Answer<typeof unpublishArticle>>()('admin', 'POST', 'articles/{id}/unpublish');

export type AdminArticleListData = Answer<typeof listArticlesAdmin>;
export type AdminArticleData = Answer<typeof getArticleAdmin>;
export type AdminArticleUpdatedData = Answer<typeof updateArticle>;
