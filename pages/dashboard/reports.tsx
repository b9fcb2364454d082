import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import SelectField from '@/components/forms/SelectField';
import TextField from '@/components/forms/TextField';
import ReportCard, { buttonClass, DownloadButtons } from '@/components/reports/ReportCard';
import { formatDate, formatNumber, formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/reports';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const REPORTS = '/api/v1/user/reports';
const FIELD = 'w-full sm:w-56';

export default function ReportsPage({ today, contractNotes, financialYears }: Props) {
  return (
    <DashboardPage
      title="Reports"
      description="Statements for your records and your tax return, as PDF or CSV (for spreadsheets). Dates are in Indian Standard Time."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <ReportCard
          id="holdings"
          title="Holding statement"
          description="The shares you held through us at the end of a day, with their cost and value at the price on that day."
          action={`${REPORTS}/holdings`}
        >
          <TextField label="As on" name="date" type="date" required max={today} defaultValue={today} className={FIELD} />
          <DownloadButtons label="the holding statement" />
        </ReportCard>

        <ReportCard
          id="capital-gains"
          title="Capital-gains statement"
          description="Each sale in an Indian financial year (1 April to 31 March) matched to your purchases first in first out, short- or long-term (held more than 24 months)."
          action={`${REPORTS}/capital-gains`}
        >
          <SelectField
            label="Financial year"
            name="fy"
            defaultValue={financialYears[0]}
            options={financialYears.map((fy) => ({ value: fy, label: `FY ${fy}` }))}
            className={FIELD}
          />
          <DownloadButtons label="the capital-gains statement" />
        </ReportCard>

        <ReportCard
          id="transactions"
          title="Transactions statement"
          description="Your orders and sales placed between two dates, with their status; leave the dates empty for all of them."
          action={`${REPORTS}/transactions`}
        >
          <div className="flex flex-wrap gap-4">
            <TextField label="From" name="from" type="date" max={today} className={FIELD} />
            <TextField label="To" name="to" type="date" max={today} className={FIELD} />
          </div>
          <DownloadButtons label="the transactions statement" />
        </ReportCard>

        <ReportCard
          id="contract-notes"
          title="Contract notes"
          description="For each completed purchase and sale: quantity, price, consideration, stamp duty, fee, GST, total and references."
        >
          {contractNotes.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
              No completed orders or sales yet. A contract note appears here once an order or a sale completes.
            </p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {contractNotes.map((note) => {
                const query = `${note.kind}=${String(note.id)}`;
                const what = `${note.kind === 'order' ? 'Purchase' : 'Sale'} ${note.reference}`;
                return (
                  <li key={`${note.kind}-${String(note.id)}`} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="text-sm">
                      <p className="font-medium text-slate-900">
                        {what}: {note.company}
                      </p>
                      <p className="text-slate-600">
                        {formatNumber(note.quantity)} shares, {formatPaise(note.amountPaise)}, completed {formatDate(note.completedOn)}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      {(['pdf', 'csv'] as const).map((format) => (
                        <a
                          key={format}
                          href={`${REPORTS}/contract-note?${query}&format=${format}`}
                          download
                          className={`${buttonClass} min-h-9 border border-slate-300 text-brand-800 hover:bg-slate-50`}
                          aria-label={`Contract note ${format.toUpperCase()}, ${what}`}
                        >
                          {format.toUpperCase()}
                        </a>
                      ))}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </ReportCard>
      </div>
    </DashboardPage>
  );
}
