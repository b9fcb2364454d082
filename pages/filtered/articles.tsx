import type { InferGetServerSidePropsType } from 'next';

import NewsListPage from '@/components/articles/NewsListPage';
import { getServerSideProps } from '@/lib/server/loaders/filtered/articles';

export { getServerSideProps };

/** /articles?category=…&q=…&page=… (reached by a rewrite, lib/filteredViews.ts). */
export default function FilteredArticlesPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <NewsListPage {...props} />;
}
