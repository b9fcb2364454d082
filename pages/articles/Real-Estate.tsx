import type { InferGetServerSidePropsType } from 'next';

import ArticleCategoryPage from '@/components/articles/ArticleCategoryPage';
import { getServerSideProps } from '@/lib/server/loaders/articles/Real-Estate';

export { getServerSideProps };

const PATH = '/articles/Real-Estate';
const TRAIL: [string, string][] = [
  ['Articles', '/articles'],
  ['Real Estate', PATH],
];

export default function ArticlesRealEstatePage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <ArticleCategoryPage
      path={PATH}
      heading="Real Estate Articles"
      intro="News and analysis on real estate in India and around the world: REITs, developers, rental yields and buying abroad."
      trail={TRAIL}
      {...props}
    />
  );
}
