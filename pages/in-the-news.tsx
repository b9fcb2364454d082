import type { InferGetServerSidePropsType } from 'next';

import ArticleListView from '@/components/articles/ArticleListView';
import { listCanonicalPath, pagedTitle } from '@/components/articles/listSeo';
import Seo from '@/components/Seo';
import { breadcrumbLd } from '@/lib/seo';
import { getServerSideProps } from '@/lib/server/loaders/in-the-news';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const PATH = '/in-the-news';
const HEADING = 'In the News';
const INTRO = 'What the press says about us and the private markets we cover: interviews, coverage and talks.';

export default function InTheNewsPage(props: Props) {
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
