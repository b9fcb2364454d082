/** Page numbers to show around the current one, with null for a gap: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, total: number, around = 2): (number | null)[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages: (number | null)[] = [];
  const from = Math.max(2, current - around);
  const to = Math.min(total - 1, current + around);
  pages.push(1);
  if (from > 2) pages.push(null);
  for (let page = from; page <= to; page++) pages.push(page);
  if (to < total - 1) pages.push(null);
  pages.push(total);
  return pages;
}

export const totalPages = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
