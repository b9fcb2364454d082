/** The startups list URL with its filters and page (defaults left out). */
export function startupsHref(stage: string | null, sector: string | null, page: number): string {
  const params = new URLSearchParams();
  if (stage) params.set('stage', stage);
  if (sector) params.set('sector', sector);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/Startups?${query}` : '/Startups';
}
