// Prices people: upload a price file (CSV, field `file`) for a preview. The file is read and each row
// checked against its company; the import is stored with its rows, and no company changes.
import { type priceImportPreviewApi } from '@/lib/contracts/prices';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { parseSingleFile } from '@/lib/server/http/multipart';
import { previewPriceImport } from '@/lib/server/services/priceImports';
import { PRICE_IMPORT_MAX_BYTES, PRICE_IMPORT_MESSAGES } from '@/lib/validations/priceImport';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: withOperator('companies:write', async (req, _res, operator) => {
      const file = await parseSingleFile(req, { fileField: 'file', maxFileBytes: PRICE_IMPORT_MAX_BYTES, messages: PRICE_IMPORT_MESSAGES });
      const preview = await previewPriceImport(await getDb(), operator.id, file);
      const { ok, refused } = preview.counts;
      return reply(preview, `Read ${ok + refused} rows: ${ok} ok, ${refused} refused. Nothing has changed yet.`);
    }),
  },
  { body: 'stream' },
);
export default handler satisfies Serves<typeof handler, typeof priceImportPreviewApi>;
