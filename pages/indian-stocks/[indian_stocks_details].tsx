import type { InferGetStaticPropsType } from 'next';
import { useMemo } from 'react';

import Breadcrumbs from '@/components/Breadcrumbs';
import FundamentalsChart from '@/components/charts/FundamentalsChart';
import PriceChart from '@/components/charts/PriceChart';
import CompanyActions from '@/components/companies/CompanyActions';
import CompanyCardGrid from '@/components/companies/CompanyCardGrid';
import CompanyFaqs from '@/components/companies/CompanyFaqs';
import CompanyHeading from '@/components/companies/CompanyHeading';
import CompanyPriceCard from '@/components/companies/CompanyPriceCard';
import CompanySection from '@/components/companies/CompanySection';
import PriceChanges from '@/components/companies/PriceChanges';
import { keyFacts, startupFacts } from '@/components/companies/companyFacts';
import FactList from '@/components/companies/FactList';
import FundamentalsTable from '@/components/companies/FundamentalsTable';
import IpoTimeline from '@/components/companies/IpoTimeline';
import ManagementList from '@/components/companies/ManagementList';
import RatiosGrid from '@/components/companies/RatiosGrid';
import ShareholdingSection from '@/components/companies/ShareholdingSection';
import Seo from '@/components/Seo';
import { ratios, valuationPaise } from '@/lib/finance';
import { formatPaise } from '@/lib/format';
import { fromPriceSeries } from '@/lib/priceSeries';
import { breadcrumbLd, faqPageLd } from '@/lib/seo';
import { getStaticPaths, getStaticProps } from '@/lib/server/loaders/indian-stocks/[indian_stocks_details]';

export { getStaticPaths, getStaticProps };
type Props = InferGetStaticPropsType<typeof getStaticProps>;

export default function CompanyPage({ company, prices, priceChanges, fundamentals, peers, ipoMilestones }: Props) {
  const path = `/indian-stocks/${company.slug}`;
  const points = useMemo(() => fromPriceSeries(prices), [prices]);
  const latest = fundamentals.at(-1) ?? null;
  const valuation = valuationPaise(company.pricePaise, company.sharesOutstanding);
  const startup = startupFacts(company);
  const jsonLd = [
    breadcrumbLd([
      ['Company Records', '/indian-stocks'],
      [company.name, path],
    ]),
  ];
  if (company.faqs.length) jsonLd.push(faqPageLd(company.faqs));
  return (
    <>
      <Seo
        title={`${company.name} unlisted share price, valuation and fundamentals`}
        description={`${company.name} unlisted share price today: ${formatPaise(company.pricePaise)}. ${company.sector} company; ISIN ${company.isin ?? 'not issued'}, minimum ${company.minQuantity} shares, price history, ratios, shareholding and research report.`}
        canonicalPath={path}
        jsonLd={jsonLd}
      />
      <article className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
        <Breadcrumbs
          trail={[
            ['Company Records', '/indian-stocks'],
            [company.name, path],
          ]}
        />
        <CompanyHeading
          name={company.name}
          logo={company.logo}
          sector={company.sector}
          category={company.category}
          status={company.status}
        />
        <CompanyPriceCard price={company} valuationPaise={valuation}>
          <CompanyActions company={company} />
        </CompanyPriceCard>
        {company.about && (
          <CompanySection id="about" title={`About ${company.name}`} withPage>
            <p className="mt-3 leading-relaxed text-slate-800">{company.about}</p>
          </CompanySection>
        )}
        <CompanySection id="price-history" title="Price history">
          <PriceChart points={points} companyName={company.name} />
          <PriceChanges changes={priceChanges} slug={company.slug} />
        </CompanySection>
        <CompanySection id="key-facts" title="Key facts">
          <FactList facts={keyFacts(company)} />
        </CompanySection>
        {ipoMilestones.length > 0 && (
          <CompanySection id="road-to-listing" title="Road to listing">
            <IpoTimeline milestones={ipoMilestones} label={`${company.name}'s IPO milestones`} />
          </CompanySection>
        )}
        {startup.length > 0 && (
          <CompanySection id="funding" title="Startup funding">
            <FactList facts={startup} />
          </CompanySection>
        )}
        <CompanySection id="valuation" title="Valuation and ratios">
          <RatiosGrid valuationPaise={valuation} ratios={ratios(company.pricePaise, latest)} fiscalYear={latest?.fiscalYear ?? null} />
        </CompanySection>
        <CompanySection id="fundamentals" title="Fundamentals">
          {fundamentals.length ? (
            <>
              <FundamentalsChart years={fundamentals} />
              <FundamentalsTable years={fundamentals} companyName={company.name} />
            </>
          ) : (
            <p className="mt-3 text-slate-600">No annual results have been published yet.</p>
          )}
        </CompanySection>
        <CompanySection id="shareholding" title="Shareholding pattern">
          <ShareholdingSection slices={company.shareholding} companyName={company.name} />
        </CompanySection>
        <CompanySection id="management" title="Management">
          <ManagementList members={company.management} />
        </CompanySection>
        <CompanySection id="research-report" title="Research report">
          <p className="mt-3 text-slate-700">A printable summary of this page: facts, ratios, fundamentals and shareholding.</p>
          <a
            href={`/api/v1/common/companies/${company.slug}/report`}
            download={`${company.slug}-research-report.html`}
            className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Download research report (HTML)
          </a>
        </CompanySection>
        {peers.length > 0 && (
          <CompanySection id="peers" title="Peers" withPage>
            <div className="mt-3">
              <CompanyCardGrid companies={peers} label={`Peers of ${company.name}`} />
            </div>
          </CompanySection>
        )}
        {company.faqs.length > 0 && (
          <CompanySection id="faqs" title={`${company.name} FAQs`} withPage>
            <CompanyFaqs faqs={company.faqs} />
          </CompanySection>
        )}
        <p className="mt-10 text-xs text-slate-600">
          Prices of unlisted shares are indicative and change with demand; this page is information, not investment advice.
        </p>
      </article>
    </>
  );
}
