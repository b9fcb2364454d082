import type { InferGetServerSidePropsType } from 'next';

import ArticleListView from '@/components/articles/ArticleListView';
import { listCanonicalPath, pagedTitle } from '@/components/articles/listSeo';
import Seo from '@/components/Seo';
import { breadcrumbLd } from '@/lib/seo';
import { getServerSideProps } from '@/lib/server/loaders/articles/Real-Estate';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const PATH = '/articles/Real-Estate';
const HEADING = 'Real Estate Articles';
const INTRO = 'News and analysis on real estate in India and around the world: REITs, developers, rental yields and buying abroad.';

export default function ArticlesRealEstatePage(props: Props) {
  return (
    <>
      <Seo
        title={pagedTitle(HEADING, props.page)}
        description={INTRO}
        canonicalPath={listCanonicalPath(PATH, props)}
        noindex={Boolean(props.q)}
        jsonLd={breadcrumbLd([
          ['Articles', '/articles'],
          ['Real Estate', PATH],
        ])}
      />
      <ArticleListView heading={HEADING} intro={INTRO} basePath={PATH} {...props} />
    </>
  );
}
