import type { InferGetServerSidePropsType } from 'next';
import { useState, type SubmitEvent } from 'react';

import { Allowed } from '@/components/admin/StaffRoles';
import AdminPage from '@/components/admin/AdminPage';
import Notice from '@/components/admin/Notice';
import TextField from '@/components/forms/TextField';
import { RecordLink, searchFilter } from '@/components/kit/cells';
import { listHref } from '@/components/kit/ListFilters';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { payoutRecordedApi } from '@/lib/contracts/commissions';
import { formatDate, formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/payouts';
import SubmitButton from '@/components/forms/SubmitButton';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Pending = Props['payouts']['pending'][number];

const PAID: Column<Props['payouts']['result'][number]>[] = [
  { label: 'Paid', cell: (row) => formatDate(row.paidAt) },
  { label: 'Partner', cell: (row) => `${row.fullName} (${row.partnerCode})` },
  { label: 'Gross', cell: (row) => formatPaise(row.grossPaise) },
  { label: 'TDS', cell: (row) => formatPaise(row.tdsPaise) },
  { label: 'Net', cell: (row) => formatPaise(row.netPaise) },
  { label: 'Bank reference', cell: (row) => row.bankReference },
  { label: 'How TDS was computed', cell: (row) => row.tdsExplanation },
];

function PayoutForm({ row, onPaid }: { row: Pending; onPaid: (message: string) => Promise<void> }) {
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('bankReference');
    const bankReference = typeof value === 'string' ? value : '';
    setSubmitting(true);
    setError('');
    try {
      const response = await call(payoutRecordedApi, { partnerCode: row.partnerCode, bankReference });
      await onPaid(response.message);
    } catch (caught) {
      const info = apiError(caught);
      setError(info.errors.bankReference ?? info.message);
    } finally {
      setSubmitting(false);
    }
  }
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Record payout to ${row.fullName} (${row.partnerCode})`}
      className="flex flex-wrap items-end gap-2"
    >
      <TextField label="Bank reference" name="bankReference" required error={error} />
      <SubmitButton look="inline" busy={submitting} label="Record payout" busyLabel="Recording…" />
    </form>
  );
}

export default function AdminPayoutsPage({ payouts, q }: Props) {
  const [notice, setNotice] = useState('');
  const refresh = useRefreshProps();
  const onPaid = async (message: string) => {
    setNotice(message);
    await refresh();
  };
  return (
    <AdminPage
      title="Payouts"
      description="Partners' accrued commission, paid by bank transfer to their verified account, less TDS under section 194H once their year crosses the threshold."
    >
      <Notice message={notice} />
      <Section title="Due to partners" className="space-y-3">
        {payouts.pending.length === 0 ? (
          <p className="text-sm text-slate-600">No partner has accrued commission to pay.</p>
        ) : (
          <ul className="space-y-3">
            {payouts.pending.map((row) => (
              <li key={row.partnerId} className="rounded-2xl border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">
                  {row.fullName} <span className="text-sm font-normal text-slate-600">({row.partnerCode})</span>
                </p>
                <p className="text-sm text-slate-700">
                  {row.entries} commission{row.entries === 1 ? '' : 's'}: gross {formatPaise(row.grossPaise)}, TDS{' '}
                  {formatPaise(row.tdsPaise)}, net {formatPaise(row.netPaise)}
                </p>
                <p className="text-sm text-slate-600">{row.tdsExplanation}</p>
                <p className="text-sm text-slate-700">
                  {row.bankAccount ? (
                    `To the verified account ${row.bankAccount}.`
                  ) : (
                    <RecordLink href={`/admin/partners/${String(row.partnerId)}`}>
                      No verified bank account: it cannot be paid yet
                    </RecordLink>
                  )}
                </p>
                {row.approvalId === null ? (
                  <Allowed permission="payouts:write">
                    <PayoutForm row={row} onPaid={onPaid} />
                  </Allowed>
                ) : (
                  <p className="mt-2 text-sm text-slate-700" data-testid="payout-waiting">
                    A payout waits for another person’s approval:{' '}
                    <RecordLink href={`/admin/approvals?kind=commission_payout#approval-${row.approvalId}`}>see it in Approvals</RecordLink>
                    .
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Payouts made" className="mt-8 space-y-3">
        <ListPage
          {...pageOf(payouts)}
          path="/admin/payouts"
          filters={[searchFilter(q, 'The partner’s code or name.')]}
          csv={{ href: listHref('/api/v1/admin/payouts', { q, format: 'csv' }), label: 'Download CSV' }}
          caption={`Payouts made, ${payouts.total} in all`}
          columns={PAID}
          empty={q ? 'No payouts match this search.' : 'No payouts made yet.'}
        />
      </Section>
    </AdminPage>
  );
}
