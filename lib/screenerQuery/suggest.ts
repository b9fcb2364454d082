// What may come next at the cursor, for the query box's combobox: columns where a value may start,
// operators and AND/OR after a value, filtered by the word being typed.
import { columnByKey, QUERY_COLUMNS, type QueryColumn } from './catalogue';
import { tokenize, type Token } from './tokenizer';

export interface Suggestion {
  kind: 'column' | 'operator' | 'keyword';
  /** What the list shows and what is inserted. */
  label: string;
  /** A second line: the unit and aliases of a column, the meaning of an operator. */
  detail: string;
}

export interface Suggestions {
  /** The typed word the chosen suggestion replaces: query.slice(from, to). */
  from: number;
  to: number;
  items: Suggestion[];
}

const MAX_SUGGESTIONS = 20;

const columnItem = (column: QueryColumn): Suggestion => ({
  kind: 'column',
  label: column.name,
  detail: [column.unit, column.aliases.length ? `also ${column.aliases.join(', ')}` : null].filter(Boolean).join(' · '),
});

const op = (label: string, detail: string): Suggestion => ({ kind: 'operator', label, detail });
const keyword = (label: string, detail: string): Suggestion => ({ kind: 'keyword', label, detail });

const NUMBER_COMPARISONS = [
  op('<', 'less than'),
  op('<=', 'at most'),
  op('>', 'more than'),
  op('>=', 'at least'),
  op('=', 'equal to'),
  op('!=', 'not equal to'),
];
const TEXT_COMPARISONS = [op('=', 'is (any case)'), op('!=', 'is not'), keyword('CONTAINS', 'has this text inside')];
const ARITHMETIC = [op('+', 'plus'), op('-', 'minus'), op('*', 'times'), op('/', 'divided by')];
const JOINS = [keyword('AND', 'both conditions'), keyword('OR', 'either condition')];
const STARTS = [keyword('NOT', 'the opposite of the next condition'), op('(', 'group conditions')];

const WORD_TOKENS: readonly Token['type'][] = ['column', 'unknown', 'keyword'];
const OPERAND_AFTER: readonly Token['type'][] = ['keyword', 'comparison', 'arithmetic'];

/** Where the tokens before the cursor leave the reader: expecting a value, or after one (of which kind). */
function stateAfter(tokens: Token[]) {
  const last = tokens[tokens.length - 1];
  let compared = false;
  const groups: boolean[] = [];
  for (const token of tokens) {
    if (token.type === 'comparison' || (token.type === 'keyword' && token.keyword === 'CONTAINS')) compared = true;
    else if (token.type === 'keyword') compared = false;
    else if (token.type === 'paren' && token.open) {
      groups.push(compared);
      compared = false;
    } else if (token.type === 'paren') compared = (groups.pop() ?? false) || compared;
  }
  const expectsOperand = !last || OPERAND_AFTER.includes(last.type) || (last.type === 'paren' && last.open);
  const text = last?.type === 'string' || (last?.type === 'column' && columnByKey(last.key).kind === 'text');
  return { expectsOperand, compared, text, afterComparison: last?.type === 'comparison' || last?.type === 'keyword' };
}

function matching(items: Suggestion[], word: string, spellings: (item: Suggestion) => string[]): Suggestion[] {
  if (!word) return items;
  const typed = word.toLowerCase().replace(/\s+/g, ' ');
  const starts = items.filter((item) => spellings(item).some((s) => s.toLowerCase().startsWith(typed)));
  const inside = items.filter((item) => !starts.includes(item) && spellings(item).some((s) => s.toLowerCase().includes(typed)));
  return [...starts, ...inside];
}

export function suggest(query: string, cursor: number): Suggestions {
  const before = query.slice(0, cursor);
  let tokens: Token[];
  try {
    tokens = tokenize(before).slice(0, -1);
  } catch {
    return { from: cursor, to: cursor, items: [] };
  }
  const last = tokens[tokens.length - 1];
  // Words that name no column yet are still being typed, even after a space ("Market " becomes Market Cap).
  const typing = last && (last.type === 'unknown' || (last.end === before.length && WORD_TOKENS.includes(last.type))) ? last : undefined;
  let preceding = typing ? tokens.slice(0, -1) : tokens;
  let word = typing ? before.slice(typing.start) : '';
  let from = typing?.start ?? cursor;
  // "Sector co": a column, then the start of an operator word.
  const lastWord = /\s(\S+)$/.exec(word);
  if (typing?.type === 'unknown' && lastWord?.[1]) {
    const head = tokenize(before.slice(0, from + lastWord.index + 1)).slice(0, -1);
    if (head.at(-1)?.type === 'column') {
      preceding = head;
      from += lastWord.index + 1;
      word = lastWord[1];
    }
  }
  const state = stateAfter(preceding);

  let items: Suggestion[];
  if (state.expectsOperand) {
    const spellings = new Map(QUERY_COLUMNS.map((column) => [column.name as string, [column.name, ...column.aliases]]));
    const columns = matching(QUERY_COLUMNS.map(columnItem), word, (item) => spellings.get(item.label) ?? [item.label]);
    const starts = state.afterComparison && !preceding.at(-1)?.text.match(/^(and|or|not)$/i) ? [] : STARTS;
    items = [
      ...columns,
      ...(word
        ? matching(
            starts.filter((s) => s.kind === 'keyword'),
            word,
            (s) => [s.label],
          )
        : starts),
    ];
  } else {
    const compare = state.compared ? [] : state.text ? TEXT_COMPARISONS : NUMBER_COMPARISONS;
    const all = [
      ...compare,
      ...(state.text ? [] : ARITHMETIC),
      ...(state.compared ? JOINS : []),
      ...(state.compared ? [op(')', 'close the group')] : []),
    ];
    items = word
      ? matching(
          all.filter((item) => item.kind === 'keyword'),
          word,
          (item) => [item.label],
        )
      : all;
  }
  return { from, to: cursor, items: items.slice(0, MAX_SUGGESTIONS) };
}
