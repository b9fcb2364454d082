import type { InferGetStaticPropsType } from 'next';

import NewsListPage from '@/components/articles/NewsListPage';
import { getStaticProps } from '@/lib/server/loaders/articles/index';

export { getStaticProps };

export default function ArticlesPage(props: InferGetStaticPropsType<typeof getStaticProps>) {
  return <NewsListPage {...props} />;
}
