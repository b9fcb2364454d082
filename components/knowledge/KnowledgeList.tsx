// A knowledge base's list: search (a plain GET form), categories as links, and the articles as
// cards. The state lives in the URL, so it works without JavaScript and Back restores it.
import Link from 'next/link';

import SearchField from '@/components/forms/SearchField';
import Pagination from '@/components/Pagination';
import { formatDate } from '@/lib/format';
import { totalPages } from '@/lib/pagination';
import { knowledgeHref, MAX_KNOWLEDGE_SEARCH, type KnowledgeState } from '@/lib/validations/knowledge';

export interface KnowledgeCardData {
  slug: string;
  category: string;
  title: string;
  summary: string;
  updatedAt: string;
}

interface Props {
  /** The list's path: /dashboard/UserKnowledgebase or /Cp/knowledge (articles are at base/slug). */
  base: string;
  state: KnowledgeState;
  categories: { name: string; count: number }[];
  articles: KnowledgeCardData[];
  total: number;
  perPage: number;
}

const chip = 'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium';

export default function KnowledgeList({ base, state, categories, articles, total, perPage }: Props) {
  const pages = totalPages(total, perPage);
  const all = categories.reduce((sum, category) => sum + category.count, 0);
  return (
    <div className="space-y-5">
      <form action={base} method="get" role="search" className="flex flex-wrap items-end gap-2">
        {state.category && <input type="hidden" name="category" value={state.category} />}
        <SearchField
          label="Search the guides"
          query={state.q}
          maxLength={MAX_KNOWLEDGE_SEARCH}
          placeholder="e.g. CMR, DIS, tax, lock-in"
          className="min-w-0 flex-1"
        />
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          Search
        </button>
        {state.q && (
          <Link
            href={knowledgeHref(base, state, { q: '', page: 1 })}
            className="min-h-11 content-center px-2 text-sm font-medium text-brand-800 underline"
          >
            Clear search
          </Link>
        )}
      </form>

      <nav aria-label="Guide categories">
        <ul className="flex flex-wrap gap-2">
          {[{ name: null, label: 'All', count: all }, ...categories.map((c) => ({ name: c.name, label: c.name, count: c.count }))].map(
            (category) => {
              const active = category.name === state.category;
              return (
                <li key={category.label}>
                  <Link
                    href={knowledgeHref(base, state, { category: category.name, page: 1 })}
                    aria-current={active ? 'page' : undefined}
                    className={`${chip} ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800'}`}
                  >
                    {category.label}
                    <span className={`ml-2 text-xs ${active ? 'text-white' : 'text-slate-600'}`}>{category.count}</span>
                  </Link>
                </li>
              );
            },
          )}
        </ul>
      </nav>

      <p className="text-sm text-slate-600" aria-live="polite">
        {total === 1 ? '1 guide' : `${total} guides`}
        {state.q && ` matching “${state.q}”`}
        {pages > 1 && `, page ${state.page} of ${pages}`}
      </p>

      {articles.length === 0 ? (
        <section className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No guide matches</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-600">Try other words, or look through all the guides.</p>
          <Link href={base} className="mt-4 inline-block font-semibold text-brand-800 underline">
            See all guides
          </Link>
        </section>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {articles.map((article) => (
            <li key={article.slug}>
              <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md focus-within:shadow-md">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{article.category}</p>
                <h2 className="mt-2 text-lg font-semibold leading-snug text-slate-900">
                  <Link href={`${base}/${article.slug}`} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800">
                    {article.title}
                  </Link>
                </h2>
                <p className="mt-2 text-sm text-slate-700">{article.summary}</p>
                <p className="mt-auto pt-4 text-xs text-slate-600">
                  Updated <time dateTime={article.updatedAt}>{formatDate(article.updatedAt)}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={state.page} totalPages={pages} hrefFor={(page) => knowledgeHref(base, state, { page })} />
    </div>
  );
}
