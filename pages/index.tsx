import type { InferGetStaticPropsType } from 'next';

import CompanyCardGrid from '@/components/companies/CompanyCardGrid';
import HomeHero from '@/components/home/HomeHero';
import LatestNews from '@/components/home/LatestNews';
import PartnerCta from '@/components/home/PartnerCta';
import SectionHeading from '@/components/home/SectionHeading';
import StartupHighlights from '@/components/home/StartupHighlights';
import TrustFacts from '@/components/home/TrustFacts';
import WebcastList from '@/components/home/WebcastList';
import Seo from '@/components/Seo';
import { brand } from '@/lib/brand';
import { organizationLd } from '@/lib/seo';
import { getStaticProps } from '@/lib/server/loaders/index';

export { getStaticProps };
type Props = InferGetStaticPropsType<typeof getStaticProps>;

export default function HomePage({ companies, news, webcasts, startups, facts }: Props) {
  return (
    <>
      <Seo
        title="Unlisted shares, pre-IPO companies and startups in India"
        description={`${brand.name} tracks prices, fundamentals and news for ${facts.companies} unlisted and pre-IPO Indian companies across ${facts.sectors} sectors, plus startups and global real estate.`}
        canonicalPath="/"
        jsonLd={organizationLd()}
      />
      <HomeHero />
      <TrustFacts facts={facts} />
      <section className="below-fold mx-auto max-w-6xl px-4 py-12" aria-labelledby="top-companies">
        <SectionHeading id="top-companies" title="Top unlisted companies" href="/indian-stocks" linkLabel="All company records" />
        <CompanyCardGrid companies={companies} />
      </section>
      <LatestNews news={news} />
      <WebcastList webcasts={webcasts} />
      <StartupHighlights startups={startups} />
      <PartnerCta />
    </>
  );
}
