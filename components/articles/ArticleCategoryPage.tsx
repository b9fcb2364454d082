import ArticleListView, { type ArticleListProps } from '@/components/articles/ArticleListView';
import { listCanonicalPath, pagedTitle } from '@/components/articles/listSeo';
import Seo from '@/components/Seo';
import { breadcrumbLd } from '@/lib/seo';

interface Props extends ArticleListProps {
  /** The page's path, also the base of its search and pagination links. */
  path: string;
  heading: string;
  intro: string;
  /** The breadcrumb trail for search engines, ending at this page. */
  trail: [name: string, path: string][];
}

/**
 * A list page fixed to one article category (`/in-the-news`, `/articles/Real-Estate`): its SEO
 * (paged title, canonical path, noindex for search results, breadcrumbs) and the list itself.
 */
export default function ArticleCategoryPage({ path, heading, intro, trail, ...list }: Props) {
  return (
    <>
      <Seo
        title={pagedTitle(heading, list.page)}
        description={intro}
        canonicalPath={listCanonicalPath(path, list)}
        noindex={Boolean(list.q)}
        jsonLd={breadcrumbLd(trail)}
      />
      <ArticleListView heading={heading} intro={intro} basePath={path} {...list} />
    </>
  );
}
