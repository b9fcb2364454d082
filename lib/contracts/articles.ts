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

export const adminArticleListApi = contract<Answer<typeof listArticlesAdmin>>()('admin', 'GET', 'articles', adminArticleListQuery);
export const adminArticleCreatedApi = contract<Answer<typeof createArticle>>()('admin', 'POST', 'articles', articleCreateSchema);
export const adminArticleApi = contract<Answer<typeof getArticleAdmin>>()('admin', 'GET', 'articles/{id}');
export const adminArticleUpdatedApi = contract<Answer<typeof updateArticle>>()('admin', 'PATCH', 'articles/{id}', articleEditSchema);
export const adminArticlePublishedApi = contract<Answer<typeof publishArticle>>()('admin', 'POST', 'articles/{id}/publish');
export const adminArticleUnpublishedApi = contract<Answer<typeof unpublishArticle>>()('admin', 'POST', 'articles/{id}/unpublish');
