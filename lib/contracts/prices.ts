// prices: the routes' contracts (lib/contracts/contract.ts).
import { contract, multipart, type Answer } from '@/lib/contracts/contract';
import type { applyPriceImport, previewPriceImport } from '@/lib/server/services/priceImports';

/** POST /api/v1/admin/prices/import: a price file (field `file`) read, checked and stored; nothing changes. */
export const priceImportPreviewApi = contract<Answer<typeof previewPriceImport>>()('admin', 'POST', 'prices/import', multipart);
/** POST /api/v1/admin/prices/import/{id}/apply: 200 applied, or 202 with `approval.id` (four eyes). */
export const priceImportApplyApi = contract<Answer<typeof applyPriceImport>>()('admin', 'POST', 'prices/import/{id}/apply');
