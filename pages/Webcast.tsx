import type { InferGetServerSidePropsType } from 'next';

import WebcastCard from '@/components/content/WebcastCard';
import Pagination from '@/components/Pagination';
import Seo from '@/components/Seo';
import { pagedTitle } from '@/components/articles/listSeo';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { breadcrumbLd } from '@/lib/seo';
import { getServerSideProps } from '@/lib/server/loaders/Webcast';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const PATH = '/Webcast';
const DESCRIPTION = 'Conversations with founders, fund managers and analysts on private markets, unlisted shares and pre-IPO investing.';

export default function WebcastPage({ items, page, totalPages }: Props) {
  return (
    <>
      <Seo
        title={pagedTitle('Webcasts', page)}
        description={DESCRIPTION}
        canonicalPath={page > 1 ? `${PATH}?page=${page}` : PATH}
        jsonLd={breadcrumbLd([['Webcasts', PATH]])}
      />
      <PageContainer>
        <PageHeading description={DESCRIPTION}>Webcasts</PageHeading>
        {items.length === 0 ? (
          <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-700">
            No webcasts yet. New sessions are announced in our newsletter.
          </p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((webcast) => (
              <li key={webcast.slug}>
                <WebcastCard webcast={webcast} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} totalPages={totalPages} hrefFor={(n) => (n > 1 ? `${PATH}?page=${n}` : PATH)} />
      </PageContainer>
    </>
  );
}
