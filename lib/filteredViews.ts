// A list page whose plain address is rendered once and reused (incremental static regeneration)
// cannot read a query string. Its filtered, sorted or later pages are answered by a server-rendered
// twin under /filtered, reached by a rewrite whenever one of the list's own parameters is present
// (next.config.ts): the address in the browser stays /indian-stocks?page=2. Other parameters
// (utm_source…) change nothing, so those visits get the reused page. Pure: next.config.ts loads it.

export interface FilteredView {
  /** The list's public path, rendered once and reused. */
  path: string;
  /** The server-rendered twin that answers it with a query. */
  page: string;
  /** The query parameters the list reads. */
  params: readonly string[];
}

export const FILTERED_VIEWS: readonly FilteredView[] = [
  { path: '/indian-stocks', page: '/filtered/indian-stocks', params: ['page', 'sector', 'category', 'status', 'sort', 'view'] },
  { path: '/articles', page: '/filtered/articles', params: ['page', 'category', 'q'] },
];

/** The rewrites next.config.ts installs: one per list and parameter. */
export function filteredViewRewrites() {
  return FILTERED_VIEWS.flatMap((view) =>
    view.params.map((key) => ({ source: view.path, has: [{ type: 'query' as const, key }], destination: view.page })),
  );
}

/** The public path a page route stands for: a twin's list, else the route itself (for menus). */
export function publicPathOf(route: string): string {
  return FILTERED_VIEWS.find((view) => view.page === route)?.path ?? route;
}
