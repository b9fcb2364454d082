// The registry's parts: a statement is a rows source (the only place its rows are read) and a
// template (columns with how each row fills them, and the text around the tables) that turns those
// rows into a ReportDocument. The PDF (lib/server/reports/pdf.ts) and the CSV (csvOf, or the
// definition's own csv where an older format must stay as it is) are both made from the same rows.
import { csvOf, type Cell, type Column, type ReportDocument } from './document';

/** A column of a template and the cell each row gives it. */
export interface RowColumn<Row> extends Column {
  cell: (row: Row) => Cell;
}

/** The columns as the document lists them. */
export const columnsOf = <Row>(columns: readonly RowColumn<Row>[]): Column[] =>
  columns.map(({ label, width, align }) => (align ? { label, width, align } : { label, width }));

/** The rows as cells, in the columns' order. */
export const cellsOf = <Row>(columns: readonly RowColumn<Row>[], rows: readonly Row[]): Cell[][] =>
  rows.map((row) => columns.map((column) => column.cell(row)));

export interface ReportDefinition<Source, Params, Rows> {
  /** Reads the rows (and whatever details the document shows) for the owner: an investor or a partner. */
  rows: (source: Source, ownerId: number, params: Params) => Promise<Rows>;
  /** The document made of those rows. */
  template: (rows: Rows, params: Params) => ReportDocument;
  /** The CSV when it is not the document's (csvOf). */
  csv?: (rows: Rows, params: Params) => string;
}

/** Defines a statement with its types checked together. */
export const defineReport = <Source, Params, Rows>(definition: ReportDefinition<Source, Params, Rows>) => definition;

export async function reportDocument<Source, Params, Rows>(
  definition: ReportDefinition<Source, Params, Rows>,
  source: Source,
  ownerId: number,
  params: Params,
): Promise<ReportDocument> {
  return definition.template(await definition.rows(source, ownerId, params), params);
}

export async function reportCsv<Source, Params, Rows>(
  definition: ReportDefinition<Source, Params, Rows>,
  source: Source,
  ownerId: number,
  params: Params,
): Promise<string> {
  const rows = await definition.rows(source, ownerId, params);
  return definition.csv ? definition.csv(rows, params) : csvOf(definition.template(rows, params));
}
