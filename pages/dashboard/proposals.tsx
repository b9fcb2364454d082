import type { InferGetServerSidePropsType } from 'next';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';

import DashboardPage from '@/components/dashboard/DashboardPage';
import FormAlert from '@/components/forms/FormAlert';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import Dialog from '@/components/ui/Dialog';
import { apiError, userApi } from '@/lib/api/clients';
import { formatPaise } from '@/lib/format';
import { orderCharges } from '@/lib/orderCharges';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/proposals';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Proposal = Props['proposals']['result'][number];

const STATUS_LABELS: Record<Proposal['status'], string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

function ProposalActions({ proposal, feeRateBps }: { proposal: Proposal; feeRateBps: number }) {
  const router = useRouter();
  const refresh = useRefreshProps();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per confirmation: a retried click places no second order.
  const [key] = useState(() => crypto.randomUUID());
  const charges = orderCharges(proposal.pricePaise, proposal.quantity, feeRateBps);

  async function accept() {
    setBusy(true);
    setError('');
    try {
      const response = await userApi.post<{ data: { order: { id: number } } }>(`proposals/${String(proposal.id)}/accept`, undefined, {
        headers: { 'Idempotency-Key': key },
      });
      await router.push(`/dashboard/transactions/${String(response.data.data.order.id)}`);
    } catch (caught) {
      setError(apiError(caught).message);
      setBusy(false);
    }
  }

  async function decline() {
    setBusy(true);
    setError('');
    try {
      await userApi.post(`proposals/${String(proposal.id)}/decline`);
      await refresh();
    } catch (caught) {
      setError(apiError(caught).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Accept
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => void decline()}
        className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        Decline
      </button>
      {!open && <FormAlert message={error} />}
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        labelledBy={headingId}
        className="max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Buy {proposal.quantity.toLocaleString('en-IN')} shares of {proposal.companyName}?
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-y-1 text-sm">
          <dt>Price per share</dt>
          <dd className="text-right">{formatPaise(proposal.pricePaise)}</dd>
          <dt>Consideration</dt>
          <dd className="text-right">{formatPaise(charges.considerationPaise)}</dd>
          <dt>Stamp duty</dt>
          <dd className="text-right">{formatPaise(charges.stampDutyPaise)}</dd>
          <dt>Platform fee</dt>
          <dd className="text-right">{formatPaise(charges.feePaise)}</dd>
          <dt>GST on fee</dt>
          <dd className="text-right">{formatPaise(charges.gstPaise)}</dd>
          <dt className="font-semibold">Total to pay</dt>
          <dd className="text-right font-semibold">{formatPaise(charges.totalPaise)}</dd>
        </dl>
        <div className="mt-4">
          <FormAlert message={error} />
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => {
              setOpen(false);
            }}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Not now
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void accept()}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {busy ? 'Placing order…' : 'Confirm and place order'}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

export default function ProposalsPage({ proposals, feeRateBps }: Props) {
  return (
    <DashboardPage
      title="Proposals"
      heading="Proposals"
      description="Purchases your partner proposes to you. Accepting places an order at the proposed price; each proposal is open for 7 days."
    >
      {proposals.result.length === 0 ? (
        <p className="text-sm text-slate-600">No proposals yet.</p>
      ) : (
        <ul className="space-y-3">
          {proposals.result.map((proposal) => (
            <li key={proposal.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <h2 className="font-semibold text-slate-900">
                {proposal.quantity.toLocaleString('en-IN')} shares of {proposal.companyName}
              </h2>
              <p className="text-sm text-slate-700">
                {formatPaise(proposal.pricePaise)} per share ({formatPaise(proposal.totalPaise)}), proposed by {proposal.partnerName}.{' '}
                {STATUS_LABELS[proposal.status]}
                {proposal.status === 'open' ? `, until ${new Date(proposal.expiresAt).toLocaleDateString('en-IN')}` : ''}.
              </p>
              {proposal.status === 'open' && <ProposalActions proposal={proposal} feeRateBps={feeRateBps} />}
            </li>
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}
