import type { InferGetServerSidePropsType } from 'next';
import { useRouter } from 'next/router';
import { Fragment, useState } from 'react';

import DashboardPage from '@/components/dashboard/DashboardPage';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { useRiskAcknowledgement } from '@/components/orders/useRiskAcknowledgement';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { PROPOSAL_STATUS_LABELS, proposalDeadline, proposalStatusAt } from '@/lib/status/proposals';
import { call } from '@/lib/contracts/client';
import { proposalAcceptApi, proposalDeclineApi } from '@/lib/contracts/proposals';
import { formatNumber, formatPaise } from '@/lib/format';
import { buyQuote, PLATFORM_ROLE, type FeeSchedule } from '@/lib/feeSchedule';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/proposals';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Proposal = Props['proposals']['result'][number];

function ProposalActions({
  proposal,
  schedule,
  ensureRisk,
}: {
  proposal: Proposal;
  schedule: FeeSchedule;
  ensureRisk: () => Promise<boolean>;
}) {
  const router = useRouter();
  const refresh = useRefreshProps();
  // One key per proposal shown: a retried confirmation places no second order.
  const [key] = useState(() => crypto.randomUUID());
  const charges = buyQuote(schedule, proposal.pricePaise, proposal.quantity);
  const lines = [
    ['Price per share', proposal.pricePaise],
    ['Consideration', charges.considerationPaise],
    ['Stamp duty', charges.stampDutyPaise],
    ['Platform fee', charges.feePaise],
    ['GST on fee', charges.gstPaise],
  ] as const;

  async function accept() {
    // Declining the risk statement places nothing: the question closes, the proposal stays open.
    if (!(await ensureRisk())) return;
    const response = await call(proposalAcceptApi, undefined, { params: { id: proposal.id }, headers: { 'Idempotency-Key': key } });
    await router.push(`/dashboard/transactions/${String(response.data.order.id)}`);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmButton
        tone="primary"
        label="Accept"
        title={`Buy ${formatNumber(proposal.quantity)} shares of ${proposal.companyName}?`}
        body={
          <>
            <dl className="grid grid-cols-2 gap-y-1 text-sm text-slate-900">
              {lines.map(([label, paise]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd className="text-right">{formatPaise(paise)}</dd>
                </Fragment>
              ))}
              <dt className="font-semibold">Total to pay</dt>
              <dd className="text-right font-semibold">{formatPaise(charges.totalPaise)}</dd>
            </dl>
            <p className="mt-3 text-sm text-slate-700">
              {proposal.partnerName} earns {formatPaise(proposal.partnerEarnsPaise)} on this purchase. {PLATFORM_ROLE}
            </p>
          </>
        }
        cancelLabel="Not now"
        confirmLabel="Confirm and place order"
        busyLabel="Placing order…"
        onConfirm={accept}
      />
      <ConfirmButton
        label="Decline"
        className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        title="Decline this proposal?"
        body={`${proposal.partnerName} is told, and the proposal can no longer be accepted.`}
        confirmLabel="Decline"
        busyLabel="Declining…"
        onConfirm={async () => {
          await call(proposalDeclineApi, undefined, { params: { id: proposal.id } });
          await refresh();
        }}
      />
    </div>
  );
}

export default function ProposalsPage({ proposals, schedule, risk, now }: Props) {
  const riskAcknowledgement = useRiskAcknowledgement(risk);
  return (
    <DashboardPage
      title="Proposals"
      heading="Proposals"
      description="Purchases your partner proposes to you. Accepting places an order at the proposed price; each proposal is open for 7 days."
    >
      {riskAcknowledgement.dialog}
      {proposals.result.length === 0 ? (
        <p className="text-sm text-slate-600">No proposals yet.</p>
      ) : (
        <ul className="space-y-3">
          {proposals.result.map((proposal) => {
            const status = proposalStatusAt(proposal, now);
            const deadline = proposalDeadline(proposal, now);
            return (
              <li key={proposal.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                <h2 className="font-semibold text-slate-900">
                  {formatNumber(proposal.quantity)} shares of {proposal.companyName}
                </h2>
                <p className="text-sm text-slate-700">
                  {formatPaise(proposal.pricePaise)} per share ({formatPaise(proposal.totalPaise)}), proposed by {proposal.partnerName}.{' '}
                  {status === 'expired'
                    ? deadline
                    : `${PROPOSAL_STATUS_LABELS[status]}${deadline ? `, ${deadline.charAt(0).toLowerCase()}${deadline.slice(1)}` : ''}`}
                  .
                </p>
                {status === 'open' && (
                  <>
                    <p className="text-sm text-slate-700" data-testid="partner-earns">
                      {proposal.partnerName} earns {formatPaise(proposal.partnerEarnsPaise)} on this proposal (the difference between the
                      proposed price and the price the platform sells to partners at).
                    </p>
                    <ProposalActions proposal={proposal} schedule={schedule} ensureRisk={riskAcknowledgement.ensure} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </DashboardPage>
  );
}
