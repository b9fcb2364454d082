// /articles with a category, a search or a page (lib/filteredViews.ts): rendered per request.
import { articleListLoader } from '@/lib/server/loaders/articles/index';

export const getServerSideProps = articleListLoader();
