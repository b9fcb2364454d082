import type { InferGetStaticPropsType } from 'next';

import Section from '@/components/kit/Section';
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
        <Section title="Who you deal with" look="card" className="mt-6">
          <p className="mt-1 text-slate-800" data-testid="platform-role">
            {PLATFORM_ROLE}
          </p>
        </Section>
        <FeeScheduleTables schedule={schedule} />
        <p className="mt-4 text-sm text-slate-700">
          The checkout and the sale quote are computed from this schedule, rounded to the paisa; they show every charge before you confirm.
          A partner who proposes a purchase to you earns the difference between the proposed price and the price the platform sells to
          partners at: the proposal says how much.
        </p>
        <Section title={RISK_STATEMENT.title} className="mt-8" headingClassName="text-xl text-brand-900">
          <div className="mt-3 space-y-3 leading-relaxed text-slate-800">
            {RISK_STATEMENT.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-3 text-sm text-slate-600">
            You accept this statement before your first purchase, and again whenever it changes.
          </p>
        </Section>
      </PageContainer>
    </>
  );
}
