// The site's FAQs and glossary in the console: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type {
  createFaq,
  createGlossaryTerm,
  deleteFaq,
  deleteGlossaryTerm,
  listFaqsAdmin,
  listGlossaryAdmin,
  moveFaq,
  updateFaq,
  updateGlossaryTerm,
} from '@/lib/server/services/referenceAdmin';
import { faqMoveSchema, faqSchema, glossaryTermSchema, referenceListQuery } from '@/lib/validations/referenceAdmin';

export const adminFaqListApi = contract<Answer<typeof listFaqsAdmin>>()('admin', 'GET', 'faqs', referenceListQuery);
export const adminFaqCreatedApi = contract<Answer<typeof createFaq>>()('admin', 'POST', 'faqs', faqSchema);
export const adminFaqUpdatedApi = contract<Answer<typeof updateFaq>>()('admin', 'PATCH', 'faqs/{id}', faqSchema);
export const adminFaqDeletedApi = contract<Answer<typeof deleteFaq>>()('admin', 'DELETE', 'faqs/{id}');
export const adminFaqMovedApi = contract<Answer<typeof moveFaq>>()('admin', 'POST', 'faqs/{id}/move', faqMoveSchema);

export const adminGlossaryListApi = contract<Answer<typeof listGlossaryAdmin>>()('admin', 'GET', 'glossary', referenceListQuery);
export const adminGlossaryCreatedApi = contract<Answer<typeof createGlossaryTerm>>()('admin', 'POST', 'glossary', glossaryTermSchema);
export const adminGlossaryUpdatedApi = contract<Answer<typeof updateGlossaryTerm>>()('admin', 'PATCH', 'glossary/{id}', glossaryTermSchema);
export const adminGlossaryDeletedApi = contract<Answer<typeof deleteGlossaryTerm>>()('admin', 'DELETE', 'glossary/{id}');
