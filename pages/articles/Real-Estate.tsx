import type { GetServerSideProps } from 'next';

import ArticleListView, { type ArticleListProps } from '@/components/articles/ArticleListView';
import { listCanonicalPath, pagedTitle } from '@/components/articles/listSeo';
import Seo from '@/components/Seo';
import { breadcrumbLd } from '@/lib/seo';
import { getDb } from '@/lib/server/db/client';
import { setPublicCache } from '@/lib/server/http/cache';
import { articleListPageProps } from '@/lib/server/services/content';

const PATH = '/articles/Real-Estate';
const HEADING = 'Real Estate Articles';
const INTRO = 'News and analysis on real estate in India and around the world: REITs, developers, rental yields and buying abroad.';

export const getServerSideProps: GetServerSideProps<ArticleListProps> = async ({ query, res }) => {
  setPublicCache(res, 60);
  return { props: await articleListPageProps(await getDb(), query, 'real-estate') };
};

export default function ArticlesRealEstatePage(props: ArticleListProps) {
  return (
    <>
      <Seo
        title={pagedTitle(HEADING, props.page)}
        description={INTRO}
        canonicalPath={listCanonicalPath(PATH, props)}
        noindex={Boolean(props.q)}
        jsonLd={breadcrumbLd([['Articles', '/articles'], ['Real Estate', PATH]])}
      />
      <ArticleListView heading={HEADING} intro={INTRO} basePath={PATH} {...props} />
    </>
  );
}
