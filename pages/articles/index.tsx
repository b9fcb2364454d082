import type { GetServerSideProps } from 'next';

import ArticleListView, { type ArticleListProps } from '@/components/articles/ArticleListView';
import { listCanonicalPath, pagedTitle } from '@/components/articles/listSeo';
import Seo from '@/components/Seo';
import { breadcrumbLd } from '@/lib/seo';
import { getDb } from '@/lib/server/db/client';
import { setPublicCache } from '@/lib/server/http/cache';
import { articleListPageProps } from '@/lib/server/services/content';
import { ARTICLE_CATEGORY_LABELS } from '@/lib/validations/content';

const HEADING = 'Private Equity News and Updates';
const INTRO = 'News and analysis on private equity, unlisted shares, start-ups, real estate and pre-IPO companies in India.';

export const getServerSideProps: GetServerSideProps<ArticleListProps> = async ({ query, res }) => {
  setPublicCache(res, 60);
  return { props: await articleListPageProps(await getDb(), query) };
};

export default function ArticlesPage(props: ArticleListProps) {
  const label = props.category ? ARTICLE_CATEGORY_LABELS[props.category] : null;
  const title = pagedTitle(label ? `${label} Articles – ${HEADING}` : HEADING, props.page);
  const description = label
    ? `The latest ${label.toLowerCase()} articles: news and analysis on unlisted shares and pre-IPO companies in India.`
    : INTRO;
  return (
    <>
      <Seo
        title={title}
        description={description}
        canonicalPath={listCanonicalPath('/articles', props)}
        noindex={Boolean(props.q)}
        jsonLd={breadcrumbLd([['Articles', '/articles']])}
      />
      <ArticleListView heading={HEADING} intro={INTRO} basePath="/articles" showCategories {...props} />
    </>
  );
}
