/** The address of an article list with its state in the query; defaults are left out so URLs stay short. */
export function listHref(basePath: string, state: { category?: string; q?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.q) params.set('q', state.q);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}
