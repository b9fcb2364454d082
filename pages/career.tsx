import type { InferGetStaticPropsType } from 'next';
import { useState } from 'react';

import ApplicationForm from '@/components/careers/ApplicationForm';
import OpeningItem from '@/components/careers/OpeningItem';
import Seo from '@/components/Seo';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { brand } from '@/lib/brand';
import { breadcrumbLd } from '@/lib/seo';
import { getStaticProps } from '@/lib/server/loaders/career';

export { getStaticProps };
type Props = InferGetStaticPropsType<typeof getStaticProps>;

export default function CareerPage({ openings }: Props) {
  const [openingId, setOpeningId] = useState('');

  function apply(id: number) {
    setOpeningId(String(id));
    const section = document.getElementById('apply');
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.querySelector<HTMLInputElement>('input[name="fullName"]')?.focus({ preventScroll: true });
  }

  return (
    <>
      <Seo
        title="Careers"
        description={`Join ${brand.name}: ${openings.length} open positions in sales, research, partnerships, technology and operations, helping investors reach India’s private markets.`}
        jsonLd={breadcrumbLd([['Careers', '/career']])}
      />
      <PageContainer>
        <PageHeading>Careers</PageHeading>
        <p className="mt-3 max-w-3xl text-slate-700">
          We are a small team making unlisted shares understandable and accessible. We value plain language, careful work with other
          people’s money and data, and learning in public. Every role below is open to applicants from anywhere in India.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <h2 className="text-xl font-semibold text-brand-900">Open positions ({openings.length})</h2>
            {openings.length === 0 ? (
              <p className="mt-4 text-slate-700">There are no open positions right now. Please check again soon.</p>
            ) : (
              <ul className="mt-4 space-y-4">
                {openings.map((opening) => (
                  <li key={opening.id}>
                    <OpeningItem opening={opening} onApply={apply} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <section
            id="apply"
            aria-labelledby="apply-heading"
            className="scroll-mt-4 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="apply-heading" className="mb-4 text-xl font-semibold text-brand-900">
              Apply
            </h2>
            <ApplicationForm openings={openings} openingId={openingId} onOpeningChange={setOpeningId} />
          </section>
        </div>
      </PageContainer>
    </>
  );
}
