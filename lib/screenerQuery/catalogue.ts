// The screener query language's columns: one list read by the parser, the suggestions, the help page and
// the SQL compiler (lib/server/services/screenerQuery.ts maps each key to its SQL, exhaustively).
// Names match case-insensitively and without their unit; aliases are the long names people type.

export type ColumnKind = 'number' | 'text';

export interface QueryColumn {
  /** Stable key the compiler maps to SQL. */
  key: string;
  /** The name the help page and the suggestions show. */
  name: string;
  aliases: readonly string[];
  /** Shown beside the name; the query never includes it. */
  unit: string | null;
  kind: ColumnKind;
  description: string;
}

export const QUERY_COLUMNS = [
  { key: 'name', name: 'Name', aliases: ['Company', 'Company name'], unit: null, kind: 'text', description: 'The company’s name.' },
  { key: 'sector', name: 'Sector', aliases: ['Industry'], unit: null, kind: 'text', description: 'The sector, as on the company page.' },
  {
    key: 'category',
    name: 'Category',
    aliases: ['Type'],
    unit: null,
    kind: 'text',
    description: 'unlisted, pre-ipo or startup.',
  },
  { key: 'status', name: 'Status', aliases: ['Availability'], unit: null, kind: 'text', description: 'Whether shares can be bought now.' },
  {
    key: 'fiscalYear',
    name: 'Financial year',
    aliases: ['Fiscal year', 'FY'],
    unit: null,
    kind: 'text',
    description: 'The latest financial year the ratios use, e.g. "FY2025".',
  },
  {
    key: 'price',
    name: 'Price',
    aliases: ['Current price', 'Share price', 'CMP'],
    unit: '₹',
    kind: 'number',
    description: 'The price of one share in rupees.',
  },
  {
    key: 'change',
    name: 'Change',
    aliases: ['Price change', 'Change percent'],
    unit: '%',
    kind: 'number',
    description: 'The change from the previous price, in per cent.',
  },
  {
    key: 'valuation',
    name: 'Valuation',
    aliases: ['Market Cap', 'Market Capitalization', 'Market Capitalisation', 'Mcap'],
    unit: '₹ Cr',
    kind: 'number',
    description: 'Price × shares outstanding, in crore rupees.',
  },
  {
    key: 'shares',
    name: 'Shares outstanding',
    aliases: ['Shares', 'Number of shares'],
    unit: null,
    kind: 'number',
    description: 'The number of shares issued.',
  },
  {
    key: 'pe',
    name: 'P/E',
    aliases: ['PE', 'PE ratio', 'Price to earning', 'Price to earnings'],
    unit: null,
    kind: 'number',
    description: 'Price over earnings per share of the latest year; empty for a loss.',
  },
  {
    key: 'pb',
    name: 'P/B',
    aliases: ['PB', 'PB ratio', 'Price to book value', 'Price to book'],
    unit: null,
    kind: 'number',
    description: 'Price over book value per share.',
  },
  {
    key: 'roe',
    name: 'ROE',
    aliases: ['Return on equity'],
    unit: '%',
    kind: 'number',
    description: 'Net profit over shareholders’ equity of the latest year, in per cent.',
  },
  {
    key: 'growth',
    name: 'Revenue growth',
    aliases: ['Sales growth', 'Revenue growth YoY'],
    unit: '%',
    kind: 'number',
    description: 'Revenue of the latest year against the year before, in per cent.',
  },
  {
    key: 'eps',
    name: 'EPS',
    aliases: ['Earnings per share'],
    unit: '₹',
    kind: 'number',
    description: 'Earnings per share in rupees (price ÷ P/E); empty for a loss.',
  },
  {
    key: 'bookValue',
    name: 'Book value',
    aliases: ['Book value per share', 'BVPS'],
    unit: '₹',
    kind: 'number',
    description: 'Book value per share in rupees (price ÷ P/B).',
  },
] as const satisfies readonly QueryColumn[];

export type QueryColumnKey = (typeof QUERY_COLUMNS)[number]['key'];

/** The name with its unit, as a table header says it: "Valuation (₹ Cr)". */
export const columnLabel = (column: QueryColumn) => (column.unit ? `${column.name} (${column.unit})` : column.name);

/** Every spelling of every column, lower case with single spaces, longest first (the tokenizer takes the longest). */
export const COLUMN_SPELLINGS: readonly { spelling: string; column: QueryColumn & { key: QueryColumnKey } }[] = QUERY_COLUMNS.flatMap(
  (column) => [column.name, ...column.aliases].map((spelling) => ({ spelling: spelling.toLowerCase(), column })),
).sort((a, b) => b.spelling.length - a.spelling.length);

const BY_KEY = new Map<string, QueryColumn>(QUERY_COLUMNS.map((column) => [column.key, column]));

/** Every key is in the catalogue (QueryColumnKey is derived from it). */
export const columnByKey = (key: QueryColumnKey): QueryColumn => BY_KEY.get(key) as QueryColumn;
