// portfolio: the routes' contracts (lib/contracts/contract.ts).
import { contract, multipart, type Answer } from '@/lib/contracts/contract';
import type { getPortfolio } from '@/lib/server/services/portfolio';
import type { ExternalHolding, importExternalHoldings } from '@/lib/server/services/externalHoldings';
import { externalHoldingBody, externalHoldingPatch } from '@/lib/validations/externalHoldings';
import { z } from '@/lib/zod';

export const portfolioApi = contract<Answer<typeof getPortfolio>>()('user', 'GET', 'portfolio');

/** GET: the investor's holdings elsewhere as JSON, or with `format=csv` as the import's CSV. */
export const externalHoldingsQuery = z.object({ format: z.enum(['json', 'csv'], { error: 'format must be json or csv.' }).optional() });
export const externalHoldingsApi = contract<{ result: ExternalHolding[] }>()('user', 'GET', 'portfolio/external', externalHoldingsQuery);
/** POST (201): a holding held elsewhere; an Idempotency-Key makes a repeat answer the same holding. */
export const externalHoldingCreateApi = contract<ExternalHolding>()('user', 'POST', 'portfolio/external', externalHoldingBody);
export const externalHoldingUpdateApi = contract<ExternalHolding>()('user', 'PATCH', 'portfolio/external/{id}', externalHoldingPatch);
export const externalHoldingDeleteApi = contract<{ id: number }>()('user', 'DELETE', 'portfolio/external/{id}');
/** POST: a CSV file (field `file`), all rows or none; a bad row is a 400 with `errors['line N']`. */
export const externalHoldingImportApi = contract<Answer<typeof importExternalHoldings>>()(
  'user',
  'POST',
  'portfolio/external/import',
  multipart,
);
