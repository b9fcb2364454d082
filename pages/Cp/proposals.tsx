import type { InferGetServerSidePropsType } from 'next';
import { useState, type SubmitEvent } from 'react';

import DashboardPage from '@/components/dashboard/DashboardPage';
import FormAlert from '@/components/forms/FormAlert';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { apiError, cpApi } from '@/lib/api/clients';
import { commissionPaise } from '@/lib/commission';
import { formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/Cp/proposals';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const inputClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3';

export default function PartnerProposalsPage({ proposals, clients, shares }: Props) {
  const refresh = useRefreshProps();
  const [clientCode, setClientCode] = useState(clients[0]?.clientCode ?? '');
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
      const response = await cpApi.post<{ message: string }>(
        'proposals',
        { clientCode, slug, quantity: qty, pricePaise },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      );
      setNotice(response.data.message);
      setIdempotencyKey(crypto.randomUUID());
      await refresh();
    } catch (caught) {
      const info = apiError(caught);
      setErrors(info.errors);
      setFormError(info.message);
    } finally {
      setBusy(false);
    }
  }

  async function withdraw(id: number) {
    try {
      await cpApi.post(`proposals/${String(id)}/withdraw`);
      await refresh();
    } catch (caught) {
      setFormError(apiError(caught).message);
    }
  }

  return (
    <DashboardPage
      title="Proposals"
      heading="Proposals"
      description="Propose a purchase to one of your clients at a price between your partner price and the investor price. Your client has 7 days to accept."
    >
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
        <div>
          <label htmlFor="proposal-client" className="block text-sm font-medium text-slate-700">
            Client
          </label>
          <select
            id="proposal-client"
            value={clientCode}
            onChange={(event) => {
              setClientCode(event.target.value);
            }}
            className={inputClass}
            aria-describedby={errors.clientCode ? 'proposal-client-error' : undefined}
          >
            {clients.map((client) => (
              <option key={client.clientCode} value={client.clientCode}>
                {client.fullName} ({client.clientCode})
              </option>
            ))}
          </select>
          {errors.clientCode && (
            <p id="proposal-client-error" className="text-sm text-red-700">
              {errors.clientCode}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="proposal-company" className="block text-sm font-medium text-slate-700">
            Company
          </label>
          <select
            id="proposal-company"
            value={slug}
            onChange={(event) => {
              const next = shares.find((row) => row.slug === event.target.value);
              setSlug(event.target.value);
              if (next) {
                setQuantity(String(next.minQuantity));
                setPrice((next.pricePaise / 100).toFixed(2));
              }
            }}
            className={inputClass}
          >
            {shares.map((row) => (
              <option key={row.slug} value={row.slug}>
                {row.name}
              </option>
            ))}
          </select>
          {errors.slug && <p className="text-sm text-red-700">{errors.slug}</p>}
        </div>
        <div>
          <label htmlFor="proposal-quantity" className="block text-sm font-medium text-slate-700">
            Quantity
          </label>
          <input
            id="proposal-quantity"
            inputMode="numeric"
            value={quantity}
            onChange={(event) => {
              setQuantity(event.target.value);
            }}
            className={inputClass}
          />
          <p className="text-xs text-slate-600">Minimum lot {share?.minQuantity.toLocaleString('en-IN') ?? '–'} shares.</p>
          {errors.quantity && <p className="text-sm text-red-700">{errors.quantity}</p>}
        </div>
        <div>
          <label htmlFor="proposal-price" className="block text-sm font-medium text-slate-700">
            Price per share (₹)
          </label>
          <input
            id="proposal-price"
            inputMode="decimal"
            value={price}
            onChange={(event) => {
              setPrice(event.target.value);
            }}
            className={inputClass}
          />
          {share && (
            <p className="text-xs text-slate-600">
              Between {formatPaise(share.partnerPricePaise)} (your price) and {formatPaise(share.pricePaise)} (investor price).
            </p>
          )}
          {errors.pricePaise && <p className="text-sm text-red-700">{errors.pricePaise}</p>}
        </div>
        <p aria-live="polite" className="text-sm font-medium text-slate-800">
          Your commission if accepted and completed: {formatPaise(margin)}
        </p>
        <button
          type="submit"
          disabled={busy || clients.length === 0}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {busy ? 'Sending…' : 'Send proposal'}
        </button>
      </form>

      <section aria-labelledby="proposals-heading" className="mt-6">
        <h2 id="proposals-heading" className="text-lg font-semibold text-slate-900">
          Your proposals
        </h2>
        {proposals.result.length === 0 ? (
          <p className="text-sm text-slate-600">No proposals yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col">Client</th>
                  <th scope="col">Company</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Price</th>
                  <th scope="col">Status</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {proposals.result.map((row) => (
                  <tr key={row.id}>
                    <td>
                      {row.clientName} ({row.clientCode})
                    </td>
                    <td>{row.companyName}</td>
                    <td>{row.quantity.toLocaleString('en-IN')}</td>
                    <td>{formatPaise(row.pricePaise)}</td>
                    <td>{row.status}</td>
                    <td>
                      {row.status === 'open' && (
                        <button type="button" onClick={() => void withdraw(row.id)} className="min-h-11 text-brand-700 underline">
                          Withdraw
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </DashboardPage>
  );
}
