// "Held elsewhere" on the portfolio (issue 24): what the investor holds outside the platform, as the kit's
// table, added or changed in a dialog, deleted after a question; imported from and exported to CSV.
import { useId, useState } from 'react';

import FileField from '@/components/forms/FileField';
import FormAlert from '@/components/forms/FormAlert';
import FormFields, { type FieldSpec } from '@/components/forms/FormFields';
import SubmitButton from '@/components/forms/SubmitButton';
import { AmountCell } from '@/components/kit/cells';
import { ListTable, type Column } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { gainTone } from '@/components/portfolio/SummaryFigures';
import { BUTTON_LOOKS } from '@/components/ui/buttonLooks';
import ConfirmButton from '@/components/ui/ConfirmButton';
import Dialog from '@/components/ui/Dialog';
import { call } from '@/lib/contracts/client';
import {
  externalHoldingCreateApi,
  externalHoldingDeleteApi,
  externalHoldingImportApi,
  externalHoldingUpdateApi,
  type externalHoldingsApi,
} from '@/lib/contracts/portfolio';
import type { OutputOf } from '@/lib/contracts/contract';
import { formatDate, formatSignedPaise } from '@/lib/format';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { paiseToRupees } from '@/lib/reports/csv';
import { ASSET_CLASS_LABELS, ASSET_CLASSES } from '@/lib/status/assetClasses';
import {
  DEFAULT_VALUE_SOURCE,
  EXTERNAL_CSV_COLUMNS,
  EXTERNAL_CSV_MAX_BYTES,
  EXTERNAL_CSV_MAX_ROWS,
  externalHoldingForm,
  externalImportForm,
  MAX_EXTERNAL_NAME,
  MAX_VALUE_SOURCE,
} from '@/lib/validations/externalHoldings';

export type ExternalHolding = OutputOf<typeof externalHoldingsApi>['result'][number];
export interface CompanyChoice {
  id: number;
  name: string;
}

const EXPORT_HREF = '/api/v1/user/portfolio/external?format=csv';

function fieldsFor(holding: ExternalHolding | null, companies: readonly CompanyChoice[]): FieldSpec[] {
  return [
    {
      control: 'select',
      label: 'Kind of asset',
      name: 'assetClass',
      defaultValue: holding?.assetClass ?? 'listed',
      options: ASSET_CLASSES.map((value) => ({ value, label: ASSET_CLASS_LABELS[value] })),
    },
    { label: 'Name', name: 'name', maxLength: MAX_EXTERNAL_NAME, defaultValue: holding?.name, hint: 'The company, fund or asset.' },
    {
      control: 'select',
      label: 'Company on this platform (unlisted shares only)',
      name: 'companyId',
      placeholder: 'None',
      defaultValue: holding?.companyId ? String(holding.companyId) : '',
      options: companies.map((company) => ({ value: String(company.id), label: company.name })),
    },
    {
      label: 'ISIN (optional)',
      name: 'isin',
      maxLength: 12,
      defaultValue: holding?.isin ?? '',
      autoComplete: 'off',
      hint: 'Like INE009A01021.',
    },
    {
      label: 'Quantity (optional)',
      name: 'quantity',
      inputMode: 'decimal',
      defaultValue: holding?.quantity ?? '',
      hint: 'Shares or units, up to 4 decimals.',
    },
    { label: 'Cost (₹)', name: 'costPaise', inputMode: 'decimal', defaultValue: holding ? paiseToRupees(holding.costPaise) : '' },
    { label: 'Date acquired', name: 'acquiredOn', type: 'date', defaultValue: holding?.acquiredOn },
    {
      label: 'Current value (₹)',
      name: 'valuePaise',
      inputMode: 'decimal',
      defaultValue: holding ? paiseToRupees(holding.valuePaise) : '',
    },
    { label: 'Value as of', name: 'valueAsOf', type: 'date', defaultValue: holding?.valueAsOf },
    {
      label: 'Who valued it',
      name: 'valueSource',
      maxLength: MAX_VALUE_SOURCE,
      defaultValue: holding?.valueSource ?? DEFAULT_VALUE_SOURCE,
      hint: 'Your estimate, a broker statement, a valuer…',
    },
  ];
}

/** The dialog's form: a new holding (holding null) or a change to one. */
function HoldingForm({
  holding,
  companies,
  onDone,
}: {
  holding: ExternalHolding | null;
  companies: readonly CompanyChoice[];
  onDone: (message: string) => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { errors, formError, submitting, onSubmit } = useApiForm(externalHoldingForm, async (values) => {
    const response = holding
      ? // A field emptied in the form is cleared on the holding, not left as it was.
        await call(
          externalHoldingUpdateApi,
          {
            ...values,
            companyId: values.companyId ?? null,
            isin: values.isin ?? null,
            quantity: values.quantity ?? null,
            valueSource: values.valueSource ?? null,
          },
          { params: { id: String(holding.id) } },
        )
      : await call(externalHoldingCreateApi, values, { headers: { 'Idempotency-Key': idempotencyKey } });
    onDone(response.message);
  });
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <FormAlert message={formError} />
      <FormFields fields={fieldsFor(holding, companies)} errors={errors} />
      <SubmitButton busy={submitting} label={holding ? 'Save the changes' : 'Add the holding'} busyLabel="Saving…" look="inline" />
    </form>
  );
}

function ImportForm({ onDone }: { onDone: (message: string) => void }) {
  const { errors, formError, submitting, onSubmit } = useApiForm(externalImportForm, async ({ file }) => {
    const body = new FormData();
    body.set('file', file);
    onDone((await call(externalHoldingImportApi, body)).message);
  });
  const lineErrors = Object.entries(errors).filter(([name]) => name.startsWith('line '));
  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Import holdings from CSV" className="mt-4 space-y-3">
      <FormAlert message={formError || (lineErrors.length ? 'Nothing was imported: correct these lines and upload the file again.' : '')} />
      <FileField
        label="Holdings file (CSV)"
        name="file"
        accept=".csv,text/csv"
        error={errors.file}
        hint={`Columns: ${EXTERNAL_CSV_COLUMNS.join(', ')}. Amounts in rupees, dates as YYYY-MM-DD. At most ${EXTERNAL_CSV_MAX_ROWS} rows and ${EXTERNAL_CSV_MAX_BYTES / 1024} KB. Every row is added, or none.`}
      />
      {lineErrors.length > 0 && (
        <ul aria-label="Lines that could not be imported" className="list-disc space-y-1 pl-5 text-sm text-red-800">
          {lineErrors.map(([line, message]) => (
            <li key={line}>{`${line.charAt(0).toUpperCase()}${line.slice(1)}: ${message}`}</li>
          ))}
        </ul>
      )}
      <SubmitButton busy={submitting} label="Import" busyLabel="Importing…" look="inline" />
    </form>
  );
}

interface Props {
  holdings: readonly ExternalHolding[];
  companies: readonly CompanyChoice[];
}

export default function ExternalHoldingsSection({ holdings, companies }: Props) {
  const refresh = useRefreshProps();
  const headingId = useId();
  const [editing, setEditing] = useState<ExternalHolding | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const done = async (message: string) => {
    setEditing(null);
    setNotice(message);
    await refresh();
  };
  const columns: Column<ExternalHolding>[] = [
    {
      label: 'Holding',
      rowHeader: true,
      className: 'font-medium break-words',
      cell: (holding) => (
        <>
          {holding.name}
          <p className="font-normal text-slate-600">
            {holding.assetClassLabel}
            {holding.quantity && ` · ${holding.quantity} units`}
            {holding.isin && ` · ${holding.isin}`}
          </p>
        </>
      ),
    },
    {
      label: 'Cost',
      numeric: true,
      cell: (holding) => <AmountCell paise={holding.costPaise}>{formatDate(holding.acquiredOn)}</AmountCell>,
    },
    {
      label: 'Value',
      numeric: true,
      cell: (holding) => (
        <>
          <AmountCell paise={holding.valuePaise}>
            {holding.valueSource}, {formatDate(holding.valueAsOf)}
          </AmountCell>
          <span className={`block text-xs ${gainTone(holding.gainPaise)}`}>{formatSignedPaise(holding.gainPaise)}</span>
        </>
      ),
    },
    {
      label: null,
      cell: (holding) => (
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={BUTTON_LOOKS.outline} onClick={() => setEditing(holding)}>
            Edit<span className="sr-only">{` ${holding.name}`}</span>
          </button>
          <ConfirmButton
            label={
              <>
                Delete<span className="sr-only">{` ${holding.name}`}</span>
              </>
            }
            title={`Delete ${holding.name}?`}
            body="It leaves your net worth. Nothing else changes."
            confirmLabel="Delete"
            busyLabel="Deleting…"
            onConfirm={async () => {
              await done((await call(externalHoldingDeleteApi, undefined, { params: { id: String(holding.id) } })).message);
            }}
          />
        </div>
      ),
    },
  ];
  return (
    <Section
      title="Held elsewhere"
      look="card"
      className="mt-8"
      aside={
        <div className="flex flex-wrap gap-2">
          <button type="button" className={BUTTON_LOOKS.primary} onClick={() => setEditing('new')}>
            Add a holding
          </button>
          <a href={EXPORT_HREF} download className={BUTTON_LOOKS.outline}>
            Export CSV
          </a>
        </div>
      }
    >
      <p className="mt-1 text-sm text-slate-700">
        Shares, funds, startups, property and other assets you hold outside this platform, for your net worth only.
      </p>
      <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
        {notice}
      </p>
      <ListTable
        className="mt-4"
        look="plain"
        caption="Your holdings elsewhere"
        columns={columns}
        rows={holdings}
        rowClassName="align-top"
        empty="Nothing held elsewhere yet."
      />
      <details className="mt-6 rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold text-slate-800">Import from a CSV file</summary>
        <ImportForm onDone={(message) => void done(message)} />
      </details>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        labelledBy={headingId}
        className="w-full max-w-lg rounded-2xl bg-white p-6"
      >
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {editing === 'new' ? 'Add a holding held elsewhere' : `Edit ${editing?.name ?? ''}`}
        </h2>
        {editing !== null && (
          <HoldingForm
            key={editing === 'new' ? 'new' : editing.id}
            holding={editing === 'new' ? null : editing}
            companies={companies}
            onDone={(message) => void done(message)}
          />
        )}
      </Dialog>
    </Section>
  );
}
