import type { InferGetStaticPropsType } from 'next';

import IpoTimeline from '@/components/companies/IpoTimeline';
import Section from '@/components/kit/Section';
import Seo from '@/components/Seo';
import LightLink from '@/components/ui/LightLink';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { breadcrumbLd } from '@/lib/seo';
import { getStaticProps } from '@/lib/server/loaders/ipo-pipeline';

export { getStaticProps };
type Props = InferGetStaticPropsType<typeof getStaticProps>;

const PATH = '/ipo-pipeline';
const DESCRIPTION =
  'Unlisted companies on the road to listing: draft prospectus filed, SEBI approval, price band, listing date and listing, as each happens.';

export default function IpoPipelinePage({ companies }: Props) {
  return (
    <>
      <Seo title="IPO pipeline" description={DESCRIPTION} canonicalPath={PATH} jsonLd={breadcrumbLd([['IPO pipeline', PATH]])} />
      <PageContainer as="article">
        <PageHeading description={DESCRIPTION}>IPO pipeline</PageHeading>
        {companies.length === 0 ? (
          <p className="mt-6 text-slate-700">No company is on the road to listing right now.</p>
        ) : (
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            {companies.map((company) => (
              <Section
                key={company.slug}
                look="card"
                className="min-w-0"
                title={
                  <LightLink href={`/indian-stocks/${company.slug}`} className="break-words text-brand-800 underline">
                    {company.name}
                  </LightLink>
                }
              >
                <p className="text-sm text-slate-600">
                  {company.sector} · {company.listed ? 'Listed' : 'On the road to listing'}
                </p>
                <IpoTimeline milestones={company.milestones} label={`${company.name}'s IPO milestones`} />
              </Section>
            ))}
          </div>
        )}
        <p className="mt-6 text-sm text-slate-600">
          An IPO is never certain until the shares are allotted. Pre-IPO shares are usually locked in for 6 months from the allotment.
        </p>
      </PageContainer>
    </>
  );
}
