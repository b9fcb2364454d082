// Selecting some of a table's columns by name: `db.select(pickColumns(articles, 'slug', 'title'))`
// selects `{ slug: articles.slug, title: articles.title }`.
import { getTableColumns, type Table } from 'drizzle-orm';

export function pickColumns<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, ...names: K[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<T['_']['columns'], K>;
}
