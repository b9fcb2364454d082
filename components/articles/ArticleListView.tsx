import Pagination from '@/components/Pagination';
import LightLink from '@/components/ui/LightLink';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import type { ArticleCategory } from '@/lib/server/db/schema';

import ArticleCard from './ArticleCard';
import ArticleSearchForm from './ArticleSearchForm';
import CategoryTabs from './CategoryTabs';
import { listHref } from './listHref';
import type { ArticleCardData } from './types';

export interface ArticleListProps {
  items: ArticleCardData[];
  total: number;
  page: number;
  totalPages: number;
  /** The category chosen in the URL (pages fixed to one category leave it out). */
  category: ArticleCategory | null;
  q: string;
}

interface Props extends ArticleListProps {
  heading: string;
  intro: string;
  basePath: string;
  showCategories?: boolean;
}

/** An article list with search, optional category filter, pagination and an empty state. */
export default function ArticleListView({ heading, intro, basePath, showCategories, items, total, page, totalPages, category, q }: Props) {
  const filterCategory = category ?? undefined;
  const summary = q ? `${total} ${total === 1 ? 'result' : 'results'} for “${q}”` : `${total} ${total === 1 ? 'article' : 'articles'}`;
  return (
    <PageContainer>
      <PageHeading description={intro}>{heading}</PageHeading>
      <div className="mt-8 space-y-4">
        {showCategories && <CategoryTabs basePath={basePath} current={filterCategory} q={q} />}
        <ArticleSearchForm basePath={basePath} category={filterCategory} q={q} />
      </div>
      <p className="mt-6 text-sm text-slate-700" aria-live="polite">
        {summary}
        {totalPages > 1 && ` · page ${page} of ${totalPages}`}
      </p>
      {items.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No articles found</h2>
          <p className="mt-2 text-slate-700">
            {q ? 'Nothing matches your search. Try fewer or different words.' : 'There are no articles here yet. Please check back soon.'}
          </p>
          {(q || filterCategory) && (
            <LightLink href={basePath} className="mt-4 inline-block font-semibold text-brand-800 underline">
              Show all articles
            </LightLink>
          )}
        </div>
      ) : (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-list">
          {items.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => listHref(basePath, { category: filterCategory, q, page: n })} />
    </PageContainer>
  );
}
