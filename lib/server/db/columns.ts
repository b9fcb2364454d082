// Selecting some of a table's columns by name: `db.select(pickColumns(articles, 'slug', 'title'))`
// selects `{ slug: articles.slug, title: articles.title }`.
import { getTableColumns, getTableName, sql, type Column, type SQL, type Table } from 'drizzle-orm';

export function pickColumns<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, ...names: K[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<T['_']['columns'], K>;
}

/**
 * A column of the outer query named with its table, for a correlated subquery: in a select from one table
 * drizzle writes a bare "id", which inside `(select … from sessions where … = "id")` would be the inner
 * table's own id.
 */
export function outerColumn(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
