// Prices people: apply a previewed price file. Every ok row in one transaction (200), or, when a row moves a
// price beyond the four-eyes threshold or changes stock, an approval for another person (202).
import { type priceImportApplyApi } from '@/lib/contracts/prices';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { applyPriceImport } from '@/lib/server/services/priceImports';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('companies:write', async (req, _res, operator) => {
    const result = await applyPriceImport(await getDb(), operator.id, pathId(req.query.id, 'No price file has this id.'));
    return result.approval && result.status === 'awaiting_approval'
      ? reply(result, 'The price file waits for another person’s approval: nothing has changed yet.', 202)
      : reply(result, `Applied: ${result.applied} ${result.applied === 1 ? 'company' : 'companies'} changed.`);
  }),
});
export default handler satisfies Serves<typeof handler, typeof priceImportApplyApi>;
