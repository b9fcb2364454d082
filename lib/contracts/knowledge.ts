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

export const partnerKnowledgeListApi = contract<PartnerKnowledgeListData>()('cp', 'GET', 'knowledge', knowledgeListQuery);
export const partnerKnowledgeArticleApi = contract<PartnerKnowledgeArticleData>()('cp', 'GET', 'knowledge/{slug}');
export const userKnowledgeListApi = contract<UserKnowledgeListData>()('user', 'GET', 'knowledge', knowledgeListQuery);
export const userKnowledgeArticleApi = contract<UserKnowledgeArticleData>()('user', 'GET', 'knowledge/{slug}');
export const adminKnowledgeListApi = contract<AdminKnowledgeListData>()('admin', 'GET', 'knowledge', adminKnowledgeListQuery);
export const adminKnowledgeCreatedApi = contract<AdminKnowledgeCreatedData>()('admin', 'POST', 'knowledge', knowledgeArticleSchema);
export const adminKnowledgeArticleApi = contract<AdminKnowledgeArticleData>()('admin', 'GET', 'knowledge/{id}');
export const adminKnowledgeUpdatedApi = contract<AdminKnowledgeUpdatedData>()(
  'admin',
  'PATCH',
  'knowledge/{id}',
  knowledgeArticlePatchSchema,
);
export const adminKnowledgePreviewApi = contract<AdminKnowledgePreviewData>()('admin', 'POST', 'knowledge/preview', knowledgePreviewSchema);

export type PartnerKnowledgeListData = Answer<typeof listKnowledge>;
export type PartnerKnowledgeArticleData = Answer<typeof getKnowledgeArticle>;
export type UserKnowledgeListData = Answer<typeof listKnowledge>;
export type UserKnowledgeArticleData = Answer<typeof getKnowledgeArticle>;
export type AdminKnowledgeListData = Answer<typeof listKnowledgeAdmin>;
export type AdminKnowledgeCreatedData = Answer<typeof createKnowledgeArticle>;
export type AdminKnowledgeArticleData = Answer<typeof getKnowledgeAdmin>;
export type AdminKnowledgeUpdatedData = Answer<typeof updateKnowledgeArticle>;
export type AdminKnowledgePreviewData = Answer<typeof previewKnowledge>;
