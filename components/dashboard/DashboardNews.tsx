// The news inside a dashboard: the public list's search, categories and cards, and for an investor
// the newest articles about companies on their watch list first.
import Link from 'next/link';

import ArticleCard from '@/components/articles/ArticleCard';
import ArticleSearchForm from '@/components/articles/ArticleSearchForm';
import type { ArticleListProps } from '@/components/articles/ArticleListView';
import CategoryTabs from '@/components/articles/CategoryTabs';
import { listHref } from '@/components/articles/listHref';
import type { ArticleCardData } from '@/components/articles/types';
import Pagination from '@/components/Pagination';
import TextLink from '@/components/ui/TextLink';

export interface WatchlistNews {
  /** How many companies the investor watches. */
  watching: number;
  items: (ArticleCardData & { watched: string[] })[];
}

interface Props {
  basePath: string;
  list: ArticleListProps;
  /** Only on the investor's first, unfiltered page. */
  watchlist: WatchlistNews | null;
}

export default function DashboardNews({ basePath, list, watchlist }: Props) {
  const category = list.category ?? undefined;
  const summary = list.q
    ? `${list.total} ${list.total === 1 ? 'result' : 'results'} for “${list.q}”`
    : `${list.total} ${list.total === 1 ? 'article' : 'articles'}`;
  return (
    <div className="space-y-10">
      {watchlist && (
        <section aria-labelledby="watchlist-news">
          <h2 id="watchlist-news" className="text-xl font-semibold text-slate-900">
            About companies you watch
          </h2>
          {watchlist.items.length === 0 ? (
            <p className="mt-2 text-slate-700">
              {watchlist.watching === 0 ? 'Add companies to your ' : 'No recent news about the companies on your '}
              <TextLink href="/dashboard/UserWatchlist">watch list</TextLink>
              {watchlist.watching === 0 ? ' to see news about them here first.' : ' yet.'}
            </p>
          ) : (
            <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="watchlist-news">
              {watchlist.items.map((article) => (
                <li key={article.slug} className="flex flex-col">
                  <ArticleCard article={article} headingLevel="h3" />
                  <p className="mt-1 px-1 text-xs text-slate-600">On your watch list: {article.watched.join(', ')}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="all-news">
        <h2 id="all-news" className="text-xl font-semibold text-slate-900">
          All news
        </h2>
        <div className="mt-4 space-y-4">
          <CategoryTabs basePath={basePath} current={category} q={list.q} />
          <ArticleSearchForm basePath={basePath} category={category} q={list.q} />
        </div>
        <p className="mt-6 text-sm text-slate-700" aria-live="polite">
          {summary}
          {list.totalPages > 1 && ` · page ${list.page} of ${list.totalPages}`}
        </p>
        {list.items.length === 0 ? (
          <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="font-semibold text-slate-900">No articles found</p>
            <p className="mt-2 text-slate-700">
              {list.q ? 'Nothing matches your search. Try fewer or different words.' : 'There are no articles here yet.'}
            </p>
            {(list.q || category) && (
              <Link href={basePath} className="mt-4 inline-block font-semibold text-brand-800 underline">
                Show all articles
              </Link>
            )}
          </div>
        ) : (
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-list">
            {list.items.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(n) => listHref(basePath, { category, q: list.q, page: n })} />
      </section>
    </div>
  );
}
