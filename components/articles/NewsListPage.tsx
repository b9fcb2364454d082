import ArticleListView, { type ArticleListProps } from '@/components/articles/ArticleListView';
import { listCanonicalPath, pagedTitle } from '@/components/articles/listSeo';
import Seo from '@/components/Seo';
import { breadcrumbLd } from '@/lib/seo';
import { ARTICLE_CATEGORY_LABELS } from '@/lib/articleCategories';

const HEADING = 'Private Equity News and Updates';
const INTRO = 'News and analysis on private equity, unlisted shares, start-ups, real estate and pre-IPO companies in India.';

/** The news list (/articles): the plain list, reused, and its filtered views (lib/filteredViews.ts) alike. */
export default function NewsListPage(props: ArticleListProps) {
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
