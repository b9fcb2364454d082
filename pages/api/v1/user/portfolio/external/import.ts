// Imports holdings elsewhere from a CSV file (field `file`): every row, or none with each bad line named.
import { type externalHoldingImportApi } from '@/lib/contracts/portfolio';
import { byCaller, withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { parseSingleFile } from '@/lib/server/http/multipart';
import { importExternalHoldings } from '@/lib/server/services/externalHoldings';
import { EXTERNAL_CSV_MAX_BYTES, EXTERNAL_CSV_MESSAGES } from '@/lib/validations/externalHoldings';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: withUser(async (req, _res, user) => {
      const file = await parseSingleFile(req, { fileField: 'file', maxFileBytes: EXTERNAL_CSV_MAX_BYTES, messages: EXTERNAL_CSV_MESSAGES });
      const answer = await importExternalHoldings(await getDb(), user.id, file);
      return reply(answer, `Imported ${answer.imported} holding${answer.imported === 1 ? '' : 's'}.`, 201);
    }),
  },
  { body: 'stream', rateLimit: { POST: { rule: { name: 'external-import', limit: 30, windowMs: 60 * 60_000 }, key: byCaller('user') } } },
);
export default handler satisfies Serves<typeof handler, typeof externalHoldingImportApi>;
