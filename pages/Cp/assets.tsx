import type { InferGetServerSidePropsType } from 'next';

import { AssetsByClient, AssetsByCompany } from '@/components/cp/AssetsTables';
import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import ClientHoldingsCard from '@/components/reports/ClientHoldingsCard';
import { formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/Cp/assets';
import { EARLIEST_ASSETS_DATE } from '@/lib/validations/partnerAssets';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const sectionHeading = 'mb-3 text-lg font-semibold text-slate-900';

// One column of sections; more (report downloads) can be appended at the end.
export default function AssetsPage({ assets, today, dateRefused }: Props) {
  const csvHref = `/api/v1/cp/assets?date=${assets.date}&format=csv`;
  return (
    <DashboardPage title="Assets" description="Holdings of the investors you brought, as on a date, valued at that day's prices.">
      <div className="space-y-8">
        <section aria-labelledby="assets-date" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="assets-date" className="sr-only">
            Choose a date
          </h2>
          <form method="get" action="/Cp/assets" className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="assets-date-input" className="block text-sm font-medium text-slate-700">
                Holdings as on
              </label>
              <input
                id="assets-date-input"
                type="date"
                name="date"
                defaultValue={assets.date}
                min={EARLIEST_ASSETS_DATE}
                max={today}
                aria-describedby={dateRefused ? 'assets-date-error' : undefined}
                className="mt-1 min-h-11 rounded-lg border border-slate-300 px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
              />
            </div>
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Show
            </button>
            <a
              href={csvHref}
              download
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              Download CSV
            </a>
          </form>
          {dateRefused && (
            <p id="assets-date-error" role="alert" className="mt-2 text-sm text-red-700">
              That date could not be read or is in the future; showing today.
            </p>
          )}
          <p className="mt-4 text-sm text-slate-600">
            Total on {assets.date}: <strong className="text-lg text-slate-900 tabular-nums">{formatPaise(assets.totalPaise)}</strong>
          </p>
        </section>

        {assets.rows.length === 0 ? (
          <EmptyState icon="assets" title="No client holdings on this date" action={{ href: '/Cp/clients', label: 'View your clients' }}>
            The unlisted shares your clients hold will appear here once their purchases complete.
          </EmptyState>
        ) : (
          <>
            <section aria-labelledby="assets-by-company">
              <h2 id="assets-by-company" className={sectionHeading}>
                By company
              </h2>
              <AssetsByCompany assets={assets} />
            </section>
            <section aria-labelledby="assets-by-client">
              <h2 id="assets-by-client" className={sectionHeading}>
                By client
              </h2>
              <AssetsByClient assets={assets} />
            </section>
          </>
        )}
        <ClientHoldingsCard today={today} />
      </div>
    </DashboardPage>
  );
}
