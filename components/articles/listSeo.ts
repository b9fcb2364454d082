import { listHref } from './listHref';

/**
 * Canonical path of a list page: category and page number count, the search text does not
 * (search results are marked noindex instead).
 */
export function listCanonicalPath(basePath: string, state: { category?: string | null; page: number }): string {
  return listHref(basePath, { category: state.category ?? undefined, page: state.page });
}

/** Page titles must be unique: later pages say which page they are. */
export const pagedTitle = (title: string, page: number) => (page > 1 ? `${title} – Page ${page}` : title);
