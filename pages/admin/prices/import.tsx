import { useState } from 'react';

import AdminPage from '@/components/admin/AdminPage';
import Notice from '@/components/admin/Notice';
import PriceImportPreview from '@/components/admin/prices/PriceImportPreview';
import FileField from '@/components/forms/FileField';
import SubmitButton from '@/components/forms/SubmitButton';
import FormCard from '@/components/kit/FormCard';
import Section from '@/components/kit/Section';
import StatusBadge from '@/components/kit/StatusBadge';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { call } from '@/lib/contracts/client';
import { priceImportApplyApi, priceImportPreviewApi } from '@/lib/contracts/prices';
import type { OutputOf } from '@/lib/contracts/contract';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { getServerSideProps } from '@/lib/server/loaders/admin/prices/import';
import { PRICE_IMPORT_STATUS_LABELS } from '@/lib/status/prices';
import {
  PRICE_IMPORT_COLUMNS,
  PRICE_IMPORT_MAX_BYTES,
  PRICE_IMPORT_MAX_ROWS,
  PRICE_IMPORT_TEMPLATE,
  priceImportFormSchema,
} from '@/lib/validations/priceImport';

export { getServerSideProps };

type Preview = OutputOf<typeof priceImportPreviewApi>;

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(PRICE_IMPORT_TEMPLATE)}`;
const companies = (count: number) => `${count} ${count === 1 ? 'company' : 'companies'}`;
/** "changes" for one, "change" for several. */
const verb = (count: number, singular: string, plural: string) => (count === 1 ? singular : plural);

function summaryOf(counts: Preview['counts']) {
  const approval = counts.needingApproval
    ? `; ${counts.needingApproval} of them ${verb(counts.needingApproval, 'moves', 'move')} a price beyond the threshold or ${verb(counts.needingApproval, 'changes', 'change')} stock, so the file needs a second person's approval`
    : '';
  return `${counts.ok + counts.refused} rows: ${counts.ok} ok, ${counts.refused} refused. ${companies(counts.changing)} ${verb(counts.changing, 'changes', 'change')}${approval}. Refused rows are never applied.`;
}

export default function PriceImportPage() {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [notice, setNotice] = useState('');
  const { errors, formError, submitting, onSubmit } = useApiForm(priceImportFormSchema, async ({ file }) => {
    const body = new FormData();
    body.set('file', file);
    const answer = await call(priceImportPreviewApi, body);
    setPreview(answer.data);
    setNotice(answer.message);
  });

  async function apply(id: number) {
    const answer = await call(priceImportApplyApi, undefined, { params: { id: String(id) } });
    setPreview(answer.data);
    setNotice(answer.message);
  }

  const counts = preview?.counts;
  return (
    <AdminPage
      title="Import prices"
      description="Upload a CSV file to change many companies' prices, partner prices and stock at once: you see a preview first, and nothing changes until you apply it."
      aside={
        <a
          href={TEMPLATE_HREF}
          download="price-import-template.csv"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
        >
          Download the template CSV
        </a>
      }
    >
      <FormCard label="Upload a price file" onSubmit={onSubmit} formError={formError}>
        <FileField
          label="Price file (CSV)"
          name="file"
          accept=".csv,text/csv"
          error={errors.file}
          hint={`Columns: ${PRICE_IMPORT_COLUMNS.filter((column) => column !== 'isin').join(', ')} (isin in place of slug; buybackPricePaise and priceNote optional). Prices in paise; sources: trade, dealer_quote, funding_round, desk_estimate. At most ${PRICE_IMPORT_MAX_ROWS} rows and ${PRICE_IMPORT_MAX_BYTES / 1024} KB.`}
          required
        />
        <SubmitButton busy={submitting} label="Preview" busyLabel="Reading the file…" look="inline" />
      </FormCard>

      <div className="mt-6">
        <Notice message={notice} />
      </div>

      {preview && counts && (
        <Section
          title={`Preview of ${preview.fileName}`}
          aside={<StatusBadge status={preview.status} label={PRICE_IMPORT_STATUS_LABELS[preview.status]} />}
        >
          <p className="mb-4 text-sm text-slate-800" data-testid="import-summary">
            {summaryOf(counts)}
          </p>
          <PriceImportPreview rows={preview.rows} />
          {preview.status === 'pending' && counts.changing > 0 && (
            <div className="mt-4">
              <ConfirmButton
                tone="primary"
                label={`Apply to ${companies(counts.changing)}`}
                title={`Apply the price file to ${companies(counts.changing)}?`}
                body={
                  counts.needingApproval > 0
                    ? `The changes go to a second person for approval; nothing changes until they approve. ${counts.refused} refused rows are left out.`
                    : `${companies(counts.changing)} get the new prices and stock at once, in one go. ${counts.refused} refused rows are left out.`
                }
                confirmLabel="Apply"
                busyLabel="Applying…"
                onConfirm={() => apply(preview.id)}
              />
            </div>
          )}
          {preview.status === 'pending' && counts.changing === 0 && (
            <p className="mt-4 text-sm text-slate-800">No row changes a company: there is nothing to apply.</p>
          )}
          {preview.status === 'awaiting_approval' && (
            <p className="mt-4 text-sm text-slate-800">
              The change awaits a second person&apos;s approval in the approvals queue; nothing has changed yet.
            </p>
          )}
        </Section>
      )}
    </AdminPage>
  );
}
