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

export const partnerKnowledgeListApi = contract<Answer<typeof listKnowledge>>()('cp', 'GET', 'knowledge', knowledgeListQuery);
export const partnerKnowledgeArticleApi = contract<Answer<typeof getKnowledgeArticle>>()('cp', 'GET', 'knowledge/{slug}');
export const userKnowledgeListApi = contract<Answer<typeof listKnowledge>>()('user', 'GET', 'knowledge', knowledgeListQuery);
export const userKnowledgeArticleApi = contract<Answer<typeof getKnowledgeArticle>>()('user', 'GET', 'knowledge/{slug}');
export const adminKnowledgeListApi = contract<Answer<typeof listKnowledgeAdmin>>()('admin', 'GET', 'knowledge', adminKnowledgeListQuery);
export const adminKnowledgeCreatedApi = contract<Answer<typeof createKnowledgeArticle>>()(
  'admin',
  'POST',
  'knowledge',
  knowledgeArticleSchema,
);
export const adminKnowledgeArticleApi = contract<Answer<typeof getKnowledgeAdmin>>()('admin', 'GET', 'knowledge/{id}');
export const adminKnowledgeUpdatedApi = contract<Answer<typeof updateKnowledgeArticle>>()(
  'admin',
  'PATCH',
  'knowledge/{id}',
  knowledgeArticlePatchSchema,
);
export const adminKnowledgePreviewApi = contract<Answer<typeof previewKnowledge>>()(
  'admin',
  'POST',
  'knowledge/preview',
  knowledgePreviewSchema,
);
