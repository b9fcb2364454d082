import type { InferGetServerSidePropsType } from 'next';
import { useState, type SubmitEvent } from 'react';

import DashboardPage from '@/components/dashboard/DashboardPage';
import FormAlert from '@/components/forms/FormAlert';
import SelectField from '@/components/forms/SelectField';
import TextField from '@/components/forms/TextField';
import Section, { ListSection } from '@/components/kit/Section';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { apiError } from '@/lib/api/clients';
import { commissionPaise } from '@/lib/commission';
import { call } from '@/lib/contracts/client';
import { proposalCreatedApi, proposalWithdrawApi } from '@/lib/contracts/proposals';
import { formatNumber, formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/Cp/proposals';
import { PROPOSAL_DAYS, PROPOSAL_MESSAGES } from '@/lib/validations/proposals';
import { PROPOSAL_STATUS_LABELS, proposalDeadline, proposalStatusAt } from '@/lib/status/proposals';
import StatusBadge from '@/components/kit/StatusBadge';
import SubmitButton from '@/components/forms/SubmitButton';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerProposalsPage({ proposals, clients, shares, approved, client, now }: Props) {
  const refresh = useRefreshProps();
  const [clientCode, setClientCode] = useState(client);
  const [slug, setSlug] = useState(shares[0]?.slug ?? '');
  const share = shares.find((row) => row.slug === slug);
  const [quantity, setQuantity] = useState(String(share?.minQuantity ?? ''));
  const [price, setPrice] = useState(share ? (share.pricePaise / 100).toFixed(2) : '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per proposal, kept across retries and double clicks (a new one once it was sent).
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const pricePaise = Math.round(Number(price) * 100);
  const qty = Number(quantity);
  const margin =
    share && Number.isFinite(pricePaise) && Number.isInteger(qty) ? commissionPaise(pricePaise, share.partnerPricePaise, qty) : 0;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError('');
    setNotice('');
    try {
      const response = await call(
        proposalCreatedApi,
        { clientCode, slug, quantity: qty, pricePaise },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      );
      setNotice(response.message);
      setIdempotencyKey(crypto.randomUUID());
      // Cleared once sent, so a second press cannot send the same proposal again by mistake.
      setQuantity('');
      setPrice('');
      await refresh();
    } catch (caught) {
      const info = apiError(caught);
      setErrors(info.errors);
      setFormError(info.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <DashboardPage
      title="Proposals"
      heading="Proposals"
      description={`Propose a purchase to one of your clients at a price between your partner price and the investor price. Your client has ${PROPOSAL_DAYS} days to accept.`}
    >
      {!approved && (
        <Section title="Waiting for approval" look="attention" className="mb-6 max-w-xl">
          <p className="mt-2 text-sm text-slate-800">{PROPOSAL_MESSAGES.notApproved}</p>
        </Section>
      )}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="New proposal"
        className="max-w-xl space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 className="text-lg font-semibold text-slate-900">New proposal</h2>
        {notice && (
          <p role="status" className="text-sm text-emerald-800">
            {notice}
          </p>
        )}
        <FormAlert message={formError} />
        <SelectField
          label="Client"
          name="clientCode"
          value={clientCode}
          onValue={setClientCode}
          options={clients.map((client) => ({ value: client.clientCode, label: `${client.fullName} (${client.clientCode})` }))}
          error={errors.clientCode}
        />
        <SelectField
          label="Company"
          name="slug"
          value={slug}
          onChange={(event) => {
            const next = shares.find((row) => row.slug === event.target.value);
            setSlug(event.target.value);
            if (next) {
              setQuantity(String(next.minQuantity));
              setPrice((next.pricePaise / 100).toFixed(2));
            }
          }}
          options={shares.map((row) => ({ value: row.slug, label: row.name }))}
          error={errors.slug}
        />
        <TextField
          label="Quantity"
          name="quantity"
          inputMode="numeric"
          value={quantity}
          onValue={setQuantity}
          hint={`Minimum lot ${share ? formatNumber(share.minQuantity) : '–'} shares.`}
          error={errors.quantity}
        />
        <TextField
          label="Price per share (₹)"
          name="pricePaise"
          inputMode="decimal"
          value={price}
          onValue={setPrice}
          hint={
            share && `Between ${formatPaise(share.partnerPricePaise)} (your price) and ${formatPaise(share.pricePaise)} (investor price).`
          }
          error={errors.pricePaise}
        />
        <p aria-live="polite" className="text-sm font-medium text-slate-800">
          Your commission if accepted and completed: {formatPaise(margin)}
        </p>
        <SubmitButton look="inline" busy={busy} label="Send proposal" busyLabel="Sending…" disabled={clients.length === 0} />
      </form>

      <ListSection
        title="Your proposals"
        columns={[
          {
            label: 'Client',
            cell: (row) =>
              `${row.clientName} (${row.clientCode})${row.sharingWithheld ? ', has withheld sharing their holdings and orders' : ''}`,
          },
          { label: 'Company', cell: (row) => row.companyName },
          { label: 'Quantity', cell: (row) => formatNumber(row.quantity) },
          { label: 'Price', cell: (row) => formatPaise(row.pricePaise) },
          {
            label: 'Status',
            cell: (row) => {
              const status = proposalStatusAt(row, now);
              return <StatusBadge status={status} label={PROPOSAL_STATUS_LABELS[status]} />;
            },
          },
          { label: 'Expires', className: 'whitespace-nowrap', cell: (row) => proposalDeadline(row, now) ?? '—' },
          {
            label: 'Action',
            cell: (row) =>
              proposalStatusAt(row, now) === 'open' && (
                <ConfirmButton
                  label="Withdraw"
                  className="min-h-11 text-brand-700 underline"
                  title="Withdraw this proposal?"
                  body={`${row.clientName} can no longer accept it.`}
                  confirmLabel="Withdraw"
                  busyLabel="Withdrawing…"
                  onConfirm={async () => {
                    await call(proposalWithdrawApi, undefined, { params: { id: row.id } });
                    await refresh();
                  }}
                />
              ),
          },
        ]}
        rows={proposals.result}
        empty="No proposals yet."
      />
    </DashboardPage>
  );
}
