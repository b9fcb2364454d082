import type { InferGetStaticPropsType } from 'next';
import Link from 'next/link';

import FaqBrowser from '@/components/content/FaqBrowser';
import Seo from '@/components/Seo';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { breadcrumbLd, faqPageLd } from '@/lib/seo';
import { getStaticProps } from '@/lib/server/loaders/Faq';

export { getStaticProps };
type Props = InferGetStaticPropsType<typeof getStaticProps>;

const PATH = '/Faq';
const DESCRIPTION =
  'Answers about buying, selling, payments, transfers and taxes for unlisted shares, and about our channel partner programme.';

export default function FaqPage({ faqs }: Props) {
  return (
    <>
      <Seo
        title="Frequently Asked Questions"
        description={DESCRIPTION}
        canonicalPath={PATH}
        jsonLd={[faqPageLd(faqs), breadcrumbLd([['FAQs', PATH]])]}
      />
      <PageContainer measure="prose">
        <PageHeading description={DESCRIPTION}>Frequently Asked Questions</PageHeading>
        <FaqBrowser faqs={faqs} />
        <p className="mt-10 text-slate-700">
          Still have a question?{' '}
          <Link href="/contact-us" className="font-semibold text-brand-800 underline">
            Contact us
          </Link>
          .
        </p>
      </PageContainer>
    </>
  );
}
