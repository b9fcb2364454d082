// The screener's query language, browser-safe and pure: columns, parser, suggestions and the range
// form's query. The server compiles the tree to SQL in lib/server/services/screenerQuery.ts.
export { columnByKey, columnLabel, QUERY_COLUMNS, type QueryColumn, type QueryColumnKey } from './catalogue';
export { positionAt, ScreenerQueryError, type Position } from './errors';
export { rangesToQuery, quoteText } from './fromFilters';
export {
  closestColumn,
  editDistance,
  MAX_QUERY_DEPTH,
  MAX_QUERY_LENGTH,
  parseScreenerQueryText,
  type ConditionNode,
  type ValueNode,
} from './parser';
export { suggest, type Suggestion, type Suggestions } from './suggest';
export { tokenize, type Token } from './tokenizer';
export { eachCondition, nearestValues, textEqualities, unknownValueMessage, type TextEquality } from './values';
