import type { GetServerSideProps } from 'next';
import Link from 'next/link';

import FaqBrowser, { type Faq } from '@/components/content/FaqBrowser';
import Seo from '@/components/Seo';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { breadcrumbLd, faqPageLd } from '@/lib/seo';
import { getDb } from '@/lib/server/db/client';
import { setPublicCache } from '@/lib/server/http/cache';
import { listFaqs } from '@/lib/server/services/content';

const PATH = '/Faq';
const DESCRIPTION = 'Answers about buying, selling, payments, transfers and taxes for unlisted shares, and about our channel partner programme.';

export const getServerSideProps: GetServerSideProps<{ faqs: Faq[] }> = async ({ res }) => {
  setPublicCache(res, 300);
  return { props: { faqs: await listFaqs(await getDb()) } };
};

export default function FaqPage({ faqs }: { faqs: Faq[] }) {
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
