// bank statements: the routes' contracts (lib/contracts/contract.ts).
import { contract, multipart, type Answer } from '@/lib/contracts/contract';
import type { confirmStatement, getStatement, importStatement, listStatements } from '@/lib/server/services/bankStatements';
import { statementConfirmSchema, statementListQuery } from '@/lib/validations/bankStatements';

export const statementListApi = contract<Answer<typeof listStatements>>()('admin', 'GET', 'payments/statements', statementListQuery);
export const statementImportApi = contract<Answer<typeof importStatement>>()('admin', 'POST', 'payments/statements', multipart);
export const statementApi = contract<StatementData>()('admin', 'GET', 'payments/statements/{id}');
export const statementConfirmApi = contract<Answer<typeof confirmStatement>>()(
  'admin',
  'POST',
  'payments/statements/{id}/confirm',
  statementConfirmSchema,
);

export type StatementData = Answer<typeof getStatement>;
