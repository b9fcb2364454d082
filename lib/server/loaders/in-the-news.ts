import { articleListLoader } from '@/lib/server/loaders/articles/index';

export const getServerSideProps = articleListLoader('in-the-news');
