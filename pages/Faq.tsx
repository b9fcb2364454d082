import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import FaqBrowser from '@/components/content/FaqBrowser';
import Seo from '@/components/Seo';
import { breadcrumbLd, faqPageLd } from '@/lib/seo';
import { getServerSideProps } from '@/lib/server/loaders/Faq';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const PATH = '/Faq';
const DESCRIPTION = 'Answers about buying, selling, payments, transfers and taxes for unlisted shares, and about our channel partner programme.';

export default function FaqPage({ faqs }: Props) {
  return (
    <>
      <Seo
        title="Frequently Asked Questions"
        description={DESCRIPTION}
        canonicalPath={PATH}
        jsonLd={[faqPageLd(faqs), breadcrumbLd([['FAQs', PATH]])]}
      />
      <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Frequently Asked Questions</h1>
        <p className="mt-3 text-lg text-slate-700">{DESCRIPTION}</p>
        <FaqBrowser faqs={faqs} />
        <p className="mt-10 text-slate-700">
          Still have a question?{' '}
          <Link href="/contact-us" className="font-semibold text-brand-800 underline">
            Contact us
          </Link>
          .
        </p>
      </section>
    </>
  );
}
