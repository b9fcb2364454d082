import type { InferGetServerSidePropsType } from 'next';

import { AssetsByClient, AssetsByCompany } from '@/components/cp/AssetsTables';
import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import TextField from '@/components/forms/TextField';
import Section from '@/components/kit/Section';
import ClientHoldingsCard from '@/components/reports/ClientHoldingsCard';
import { formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/Cp/assets';
import { EARLIEST_ASSETS_DATE } from '@/lib/validations/partnerAssets';
import { BUTTON_LOOKS } from '@/components/ui/buttonLooks';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

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
            <TextField
              label="Holdings as on"
              type="date"
              name="date"
              defaultValue={assets.date}
              min={EARLIEST_ASSETS_DATE}
              max={today}
              error={dateRefused ? 'That date could not be read or is in the future; showing today.' : undefined}
            />
            <button type="submit" className={BUTTON_LOOKS.primary}>
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
            <Section title="By company" headingClassName="mb-3">
              <AssetsByCompany assets={assets} />
            </Section>
            <Section title="By client" headingClassName="mb-3">
              <AssetsByClient assets={assets} />
            </Section>
          </>
        )}
        <ClientHoldingsCard today={today} />
      </div>
    </DashboardPage>
  );
}
