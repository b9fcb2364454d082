// knowledge: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { getKnowledgeArticle, listKnowledge } from '@/lib/server/services/knowledge';
import type {
  createKnowledgeArticle,
  getKnowledgeAdmin,
  listKnowledgeAdmin,
  previewKnowledge,
  updateKnowledgeArticle,
} from '@/lib/server/services/knowledgeAdmin';
import { knowledgeListQuery } from '@/lib/validations/knowledge';
import {
  adminKnowledgeListQuery,
  knowledgeArticlePatchSchema,
  knowledgeArticleSchema,
  knowledgePreviewSchema,
} from '@/lib/validations/knowledgeAdmin';

/** GET /api/v1/cp/knowledge */
export type PartnerKnowledgeListData = Answer<typeof listKnowledge>;
export const partnerKnowledgeListApi = contract<PartnerKnowledgeListData>()({
  client: 'cp',
  method: 'GET',
  path: 'knowledge',
  input: knowledgeListQuery,
});

/** GET /api/v1/cp/knowledge/{slug} */
export type PartnerKnowledgeArticleData = Answer<typeof getKnowledgeArticle>;
export const partnerKnowledgeArticleApi = contract<PartnerKnowledgeArticleData>()({
  client: 'cp',
  method: 'GET',
  path: 'knowledge/{slug}',
});

/** GET /api/v1/user/knowledge */
export type UserKnowledgeListData = Answer<typeof listKnowledge>;
export const userKnowledgeListApi = contract<UserKnowledgeListData>()({
  client: 'user',
  method: 'GET',
  path: 'knowledge',
  input: knowledgeListQuery,
});

/** GET /api/v1/user/knowledge/{slug} */
export type UserKnowledgeArticleData = Answer<typeof getKnowledgeArticle>;
export const userKnowledgeArticleApi = contract<UserKnowledgeArticleData>()({ client: 'user', method: 'GET', path: 'knowledge/{slug}' });

/** GET /api/v1/admin/knowledge */
export type AdminKnowledgeListData = Answer<typeof listKnowledgeAdmin>;
export const adminKnowledgeListApi = contract<AdminKnowledgeListData>()({
  client: 'admin',
  method: 'GET',
  path: 'knowledge',
  input: adminKnowledgeListQuery,
});

/** POST /api/v1/admin/knowledge */
export type AdminKnowledgeCreatedData = Answer<typeof createKnowledgeArticle>;
export const adminKnowledgeCreatedApi = contract<AdminKnowledgeCreatedData>()({
  client: 'admin',
  method: 'POST',
  path: 'knowledge',
  input: knowledgeArticleSchema,
});

/** GET /api/v1/admin/knowledge/{id} */
export type AdminKnowledgeArticleData = Answer<typeof getKnowledgeAdmin>;
export const adminKnowledgeArticleApi = contract<AdminKnowledgeArticleData>()({ client: 'admin', method: 'GET', path: 'knowledge/{id}' });

/** PATCH /api/v1/admin/knowledge/{id} */
export type AdminKnowledgeUpdatedData = Answer<typeof updateKnowledgeArticle>;
export const adminKnowledgeUpdatedApi = contract<AdminKnowledgeUpdatedData>()({
  client: 'admin',
  method: 'PATCH',
  path: 'knowledge/{id}',
  input: knowledgeArticlePatchSchema,
});

/** POST /api/v1/admin/knowledge/preview */
export type AdminKnowledgePreviewData = Answer<typeof previewKnowledge>;
export const adminKnowledgePreviewApi = contract<AdminKnowledgePreviewData>()({
  client: 'admin',
  method: 'POST',
  path: 'knowledge/preview',
  input: knowledgePreviewSchema,
});
