// Finance: the imported bank statements (GET; `format=csv` for the CSV), and importing one (POST, multipart: the CSV in `file`,
// optionally the column mapping's fields) → 201 with its lines matched and unmatched (audited).
import { type statementImportApi, statementListApi } from '@/lib/contracts/bankStatements';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listGet } from '@/lib/server/http/listCsv';
import { parseFileForm } from '@/lib/server/http/multipart';
import { importStatement, listStatements, STATEMENTS_CSV } from '@/lib/server/services/bankStatements';
import { columnMappingSchema, STATEMENT_MAX_BYTES, STATEMENT_MESSAGES } from '@/lib/validations/bankStatements';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    GET: listGet('payments:read', statementListApi.input, listStatements, STATEMENTS_CSV, 'Statements fetched.'),
    POST: withOperator('payments:write', async (req, _res, operator) => {
      const { values: mapping, file } = await parseFileForm(req, columnMappingSchema, {
        fileField: 'file',
        maxFileBytes: STATEMENT_MAX_BYTES,
        maxFields: 10,
        maxFieldBytes: 1024,
        messages: STATEMENT_MESSAGES,
      });
      const statement = await importStatement(await getDb(), operator.id, { fileName: file.fileName, data: file.data }, mapping);
      const message =
        statement.newLines === 0
          ? `No new lines: ${statement.repeatedLines === 0 ? 'the file has no credits' : `all ${statement.repeatedLines} credits were imported before`}.`
          : `${statement.newLines} new line${statement.newLines === 1 ? '' : 's'} imported${statement.repeatedLines ? ` (${statement.repeatedLines} imported before were skipped)` : ''}: ${statement.matched.length} matched.`;
      return reply(statement, message, 201);
    }),
  },
  { body: 'stream' },
);
export default handler satisfies Serves<typeof handler, [typeof statementListApi, typeof statementImportApi]>;
