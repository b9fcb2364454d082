import Link from 'next/link';

import JourneyTimeline from '@/components/about/JourneyTimeline';
import { VALUES } from '@/components/about/milestones';
import Seo from '@/components/Seo';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { brand, NOT_AN_EXCHANGE_NOTICE } from '@/lib/brand';
import { breadcrumbLd, organizationLd } from '@/lib/seo';

const WHAT_WE_DO = [
  {
    title: 'Unlisted & pre-IPO shares',
    text: 'Company records with indicative prices, fundamentals and shareholding, and help buying and selling shares off-market.',
    href: '/indian-stocks',
  },
  { title: 'Startups', text: 'Late-stage startups with their funding stage, amount raised and minimum investment.', href: '/Startups' },
  {
    title: 'Global real estate',
    text: 'Homes and offices abroad, priced in the local currency and in rupees.',
    href: '/Global-Real-Estate',
  },
  { title: 'Learning', text: 'News, webcasts, a glossary and FAQs for investors new to private markets.', href: '/articles' },
];

export default function AboutPage() {
  return (
    <>
      <Seo
        title="About Us: Our Journey"
        description={`How ${brand.name} grew from a newsletter in 2019 to a place where investors learn about and access unlisted shares, startups and global real estate. Our mission and values.`}
        jsonLd={[organizationLd(), breadcrumbLd([['About Us', '/about']])]}
      />
      <PageContainer measure="prose">
        <PageHeading description={brand.tagline}>About {brand.name}</PageHeading>

        <h2 className="mt-10 text-2xl font-bold text-brand-900">Our mission</h2>
        <p className="mt-3 text-slate-700">
          To make India’s private markets understandable and accessible to every investor, with the same information, the same prices and
          the same honesty about risk that professional investors expect.
        </p>

        <h2 className="mt-10 text-2xl font-bold text-brand-900">What we do</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {WHAT_WE_DO.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">
                <Link href={item.href} className="text-brand-800 underline-offset-2 hover:underline">
                  {item.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>

        <h2 className="mt-12 text-2xl font-bold text-brand-900">Our Journey</h2>
        <JourneyTimeline />

        <h2 className="mt-12 text-2xl font-bold text-brand-900">What we value</h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {VALUES.map((value) => (
            <div key={value.name} className="rounded-2xl bg-brand-50 p-5">
              <dt className="font-semibold text-brand-900">{value.name}</dt>
              <dd className="mt-1 text-sm text-slate-700">{value.text}</dd>
            </div>
          ))}
        </dl>

        <p className="mt-12 text-sm text-slate-600">{NOT_AN_EXCHANGE_NOTICE}</p>
        <p className="mt-4">
          <Link href="/contact-us" className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Contact us
          </Link>{' '}
          <Link
            href="/career"
            className="ml-2 inline-block rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Work with us
          </Link>
        </p>
      </PageContainer>
    </>
  );
}
