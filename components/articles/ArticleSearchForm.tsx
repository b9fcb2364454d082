import Link from 'next/link';

import { MAX_SEARCH_LENGTH } from '@/lib/articleCategories';

interface Props {
  basePath: string;
  category?: string;
  q: string;
}

/** A plain GET form: the search lives in the URL and works without JavaScript. */
export default function ArticleSearchForm({ basePath, category, q }: Props) {
  return (
    <form action={basePath} method="get" role="search" className="flex flex-wrap items-end gap-2">
      {category && <input type="hidden" name="category" value={category} />}
      <div className="min-w-0 flex-1">
        <label htmlFor="article-search" className="block text-sm font-medium text-slate-800">
          Search articles
        </label>
        <input
          id="article-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="e.g. IPO, REIT, taxation"
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 text-base text-slate-900 placeholder:text-slate-500"
        />
      </div>
      <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        Search
      </button>
      {q && (
        <Link
          href={category ? `${basePath}?category=${category}` : basePath}
          className="min-h-11 content-center px-2 text-sm font-medium text-brand-800 underline"
        >
          Clear search
        </Link>
      )}
    </form>
  );
}
