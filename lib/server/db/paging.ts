// One shape for every paged list: a page of rows (limit + offset) and the total that matches, read
// at once, answered as { result, total, page, limit }.

/** A select that can still take its limit and offset (drizzle's builders are run when awaited). */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

export interface Paging {
  page: number;
  limit: number;
}

export interface Paged<T> {
  result: T[];
  total: number;
  page: number;
  limit: number;
}

/**
 * Runs `rows` for the page and `counted` (`db.$count(table, filter)` or a `select({ total: count() })`
 * with the same filter) together, mapping each row with `map`.
 */
export async function pagedQuery<Row, Out>(
  rows: Pageable<Row>,
  counted: PromiseLike<number | { total: number }[]>,
  paging: Paging,
  map: (row: Row) => Out,
): Promise<Paged<Out>> {
  const [page, totals] = await Promise.all([rows.limit(paging.limit).offset((paging.page - 1) * paging.limit), counted]);
  const total = typeof totals === 'number' ? totals : (totals[0]?.total ?? 0);
  return { result: page.map(map), total, page: paging.page, limit: paging.limit };
}
