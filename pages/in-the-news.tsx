import type { GetServerSideProps } from 'next';

import ArticleListView, { type ArticleListProps } from '@/components/articles/ArticleListView';
import { listCanonicalPath, pagedTitle } from '@/components/articles/listSeo';
import Seo from '@/components/Seo';
import { breadcrumbLd } from '@/lib/seo';
import { getDb } from '@/lib/server/db/client';
import { setPublicCache } from '@/lib/server/http/cache';
import { articleListPageProps } from '@/lib/server/services/content';

const PATH = '/in-the-news';
const HEADING = 'In the News';
const INTRO = 'What the press says about us and the private markets we cover: interviews, coverage and talks.';

export const getServerSideProps: GetServerSideProps<ArticleListProps> = async ({ query, res }) => {
  setPublicCache(res, 60);
  return { props: await articleListPageProps(await getDb(), query, 'in-the-news') };
};

export default function InTheNewsPage(props: ArticleListProps) {
  return (
    <>
      <Seo
        title={pagedTitle(HEADING, props.page)}
        description={INTRO}
        canonicalPath={listCanonicalPath(PATH, props)}
        noindex={Boolean(props.q)}
        jsonLd={breadcrumbLd([[HEADING, PATH]])}
      />
      <ArticleListView heading={HEADING} intro={INTRO} basePath={PATH} {...props} />
    </>
  );
}
