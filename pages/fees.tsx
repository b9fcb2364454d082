import type { InferGetStaticPropsType } from 'next';

import FeeScheduleTables from '@/components/orders/FeeScheduleTables';
import Seo from '@/components/Seo';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { PLATFORM_ROLE } from '@/lib/feeSchedule';
import { RISK_STATEMENT } from '@/lib/riskStatement';
import { breadcrumbLd } from '@/lib/seo';
import { getStaticProps } from '@/lib/server/loaders/fees';

export { getStaticProps };
type Props = InferGetStaticPropsType<typeof getStaticProps>;

const PATH = '/fees';
const DESCRIPTION = 'What you pay when you buy unlisted shares from the platform and what you receive when you sell them back.';

export default function FeesPage({ schedule }: Props) {
  return (
    <>
      <Seo title="Fees and charges" description={DESCRIPTION} canonicalPath={PATH} jsonLd={breadcrumbLd([['Fees and charges', PATH]])} />
      <PageContainer as="article" measure="prose">
        <PageHeading description={DESCRIPTION}>Fees and charges</PageHeading>
        <section aria-labelledby="role-heading" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h2 id="role-heading" className="font-semibold text-slate-900">
            Who you deal with
          </h2>
          <p className="mt-1 text-slate-800" data-testid="platform-role">
            {PLATFORM_ROLE}
          </p>
        </section>
        <FeeScheduleTables schedule={schedule} />
        <p className="mt-4 text-sm text-slate-700">
          The checkout and the sale quote are computed from this schedule, rounded to the paisa; they show every charge before you confirm.
          A partner who proposes a purchase to you earns the difference between the proposed price and the price the platform sells to
          partners at: the proposal says how much.
        </p>
        <section aria-labelledby="risks-heading" className="mt-8">
          <h2 id="risks-heading" className="text-xl font-semibold text-brand-900">
            {RISK_STATEMENT.title}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-800">
            {RISK_STATEMENT.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-3 text-sm text-slate-600">
            You accept this statement before your first purchase, and again whenever it changes.
          </p>
        </section>
      </PageContainer>
    </>
  );
}
