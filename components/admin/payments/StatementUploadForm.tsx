// Import a bank statement: the CSV file, and for a bank whose layout is not known, the columns to read.
// The mapping is checked with the API's own schema; a refused file lists its rows' problems.
import { useRouter } from 'next/router';
import { useState } from 'react';

import FormCard from '@/components/kit/FormCard';
import FileField from '@/components/forms/FileField';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import { call } from '@/lib/contracts/client';
import { statementImportApi } from '@/lib/contracts/bankStatements';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { columnMappingSchema, STATEMENT_ACCEPT, STATEMENT_MAX_BYTES, STATEMENT_MESSAGES } from '@/lib/validations/bankStatements';

const MAPPING_FIELDS = [
  { name: 'dateColumn', label: 'Date column', hint: 'Dates day first: 24/11/2026, 24-Nov-26…' },
  { name: 'descriptionColumn', label: 'Narration or description column', hint: 'Where the UTR and the order reference usually are.' },
  { name: 'referenceColumn', label: 'Reference column (optional)', hint: 'A column with the UTR or cheque number.' },
  { name: 'amountColumn', label: 'Amount column', hint: 'One column with credits positive and debits negative…' },
  { name: 'creditColumn', label: 'Credit column', hint: '…or a credit column (and a debit column).' },
  { name: 'debitColumn', label: 'Debit column (optional)', hint: 'Debits are not kept.' },
] as const;

export default function StatementUploadForm() {
  const router = useRouter();
  const [chosen, setChosen] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const { errors, formError, submitting, onSubmit } = useApiForm(columnMappingSchema, async (mapping) => {
    const problem = !chosen ? STATEMENT_MESSAGES.missing : chosen.size > STATEMENT_MAX_BYTES ? STATEMENT_MESSAGES.size : '';
    setFileError(problem);
    if (!chosen || problem) return;
    const body = new FormData();
    body.set('file', chosen);
    // The mapping back under the form's names: the server checks it with the same schema.
    for (const [column, name] of Object.entries(mapping ?? {})) body.set(`${column}Column`, name);
    const response = await call(statementImportApi, body);
    await router.push(`/admin/payments/statements/${response.data.id}`);
  });
  const rowProblems = Object.entries(errors).filter(([name]) => /^row\d+$/.test(name));
  return (
    <FormCard label="Import a bank statement" onSubmit={onSubmit} formError={formError} width="3xl">
      <h2 className="text-lg font-semibold text-slate-900">Import a bank statement</h2>
      <FileField
        label="Statement (CSV)"
        name="statement-file"
        accept={STATEMENT_ACCEPT}
        hint="Net banking's CSV export: HDFC, ICICI and SBI are read by their header, or date,description,reference,amount. At most 2 MB."
        error={fileError || errors.file}
        onChange={(event) => setChosen(event.currentTarget.files?.[0] ?? null)}
      />
      {rowProblems.length > 0 && (
        <ul aria-label="Rows that could not be read" className="list-disc space-y-1 pl-5 text-sm text-red-800">
          {rowProblems.map(([name, message]) => (
            <li key={name}>{message}</li>
          ))}
        </ul>
      )}
      <details className="rounded-lg border border-slate-200 p-3" open={Object.keys(errors).some((name) => name.endsWith('Column'))}>
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">Another bank: name its columns</summary>
        <p className="mt-2 text-sm text-slate-700">
          Type the column headings as the file writes them. Leave these empty for the layouts above.
        </p>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {MAPPING_FIELDS.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              hint={field.hint}
              error={errors[field.name]}
              autoComplete="off"
            />
          ))}
        </div>
      </details>
      <SubmitButton look="inline" busy={submitting} label="Import and match" busyLabel="Importing…" />
    </FormCard>
  );
}
