import type { InferGetServerSidePropsType } from 'next';

import ArticleCategoryPage from '@/components/articles/ArticleCategoryPage';
import { getServerSideProps } from '@/lib/server/loaders/in-the-news';

export { getServerSideProps };

const INTRO = 'What the press says about us and the private markets we cover: interviews, coverage and talks.';

export default function InTheNewsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <ArticleCategoryPage path="/in-the-news" heading="In the News" intro={INTRO} trail={[['In the News', '/in-the-news']]} {...props} />
  );
}
