import { COLUMN_SPELLINGS, type QueryColumnKey } from './catalogue';
import { ScreenerQueryError } from './errors';

export const COMPARISONS = ['<=', '>=', '!=', '<', '>', '='] as const;
export type Comparison = (typeof COMPARISONS)[number];
export const ARITHMETIC = ['+', '-', '*', '/'] as const;
export type Arithmetic = (typeof ARITHMETIC)[number];
export const KEYWORDS = ['AND', 'OR', 'NOT', 'CONTAINS'] as const;
export type Keyword = (typeof KEYWORDS)[number];

export type Token =
  | { type: 'column'; key: QueryColumnKey; text: string; start: number; end: number }
  /** Words that name no column: the parser refuses them with a "did you mean". */
  | { type: 'unknown'; text: string; start: number; end: number }
  | { type: 'number'; value: number; text: string; start: number; end: number }
  | { type: 'string'; value: string; text: string; start: number; end: number }
  | { type: 'keyword'; keyword: Keyword; text: string; start: number; end: number }
  | { type: 'comparison'; op: Comparison; text: string; start: number; end: number }
  | { type: 'arithmetic'; op: Arithmetic; text: string; start: number; end: number }
  | { type: 'paren'; open: boolean; text: string; start: number; end: number }
  | { type: 'end'; text: string; start: number; end: number };

/** Larger literals could only overflow the arithmetic; no screener figure comes near. */
export const MAX_NUMBER = 1e15;

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const KEYWORD_AT = /^(and|or|not|contains)(?![\p{L}\p{N}_])/iu;
const NUMBER_AT = /^\d(?:[\d,]*\d)?(?:\.\d+)?(?![\p{L}_])/u;
/** A word of an unknown name: letters first, then letters, digits and the marks names use (P/E, R&D). */
const UNKNOWN_WORD = /^\p{L}[\p{L}\p{N}_%&.'/]*/u;
const LATER_WORD = /^[\p{L}\p{N}_][\p{L}\p{N}_%&.'/]*/u;

/** The longest column spelling at `offset`, any run of spaces matching one, ending at a word boundary. */
function columnAt(text: string, offset: number) {
  const rest = text.slice(offset).toLowerCase();
  for (const { spelling, column } of COLUMN_SPELLINGS) {
    let i = 0;
    let j = 0;
    while (i < spelling.length && j < rest.length) {
      if (spelling[i] === ' ' && /\s/.test(rest.charAt(j))) {
        i++;
        while (j < rest.length && /[ \t]/.test(rest.charAt(j))) j++;
      } else if (spelling[i] === rest[j]) {
        i++;
        j++;
      } else break;
    }
    const wordEnds = j === rest.length || !WORD_CHAR.test(rest.charAt(j)) || !WORD_CHAR.test(rest.charAt(j - 1));
    if (i === spelling.length && wordEnds) return { key: column.key, end: offset + j };
  }
  return null;
}

function followedByWord(text: string, end: number): boolean {
  const rest = text.slice(end).replace(/^[ \t]+/, '');
  return rest.length < text.length - end && /^\p{L}/u.test(rest) && !KEYWORD_AT.test(rest);
}

/** Words up to the next operator, keyword, quote or bracket: what the person meant as one name. */
function unknownAt(text: string, offset: number): number {
  let end = offset + (UNKNOWN_WORD.exec(text.slice(offset))?.[0].length ?? 1);
  for (;;) {
    const gap = /^[ \t]+/.exec(text.slice(end));
    if (!gap) return end;
    const next = end + gap[0].length;
    const rest = text.slice(next);
    const word = LATER_WORD.exec(rest);
    if (!word || KEYWORD_AT.test(rest) || (/^\d/.test(rest) && !/\p{L}/u.test(word[0]))) return end;
    end = next + word[0].length;
  }
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  while (offset < text.length) {
    const char = text.charAt(offset);
    if (/\s/.test(char)) {
      offset++;
      continue;
    }
    const rest = text.slice(offset);
    const start = offset;
    const two = rest.slice(0, 2);
    if (char === '"' || char === "'") {
      const close = text.indexOf(char, offset + 1);
      if (close === -1) throw new ScreenerQueryError(text, offset, 'unterminated string', `expected a closing ${char}`);
      tokens.push({ type: 'string', value: text.slice(offset + 1, close), text: text.slice(offset, close + 1), start, end: close + 1 });
      offset = close + 1;
      continue;
    }
    const comparison = two === '<>' ? '!=' : two === '==' ? '=' : COMPARISONS.find((op) => rest.startsWith(op));
    if (comparison) {
      const length = two === '<>' || two === '==' ? 2 : comparison.length;
      tokens.push({ type: 'comparison', op: comparison, text: rest.slice(0, length), start, end: start + length });
      offset += length;
      continue;
    }
    if ((ARITHMETIC as readonly string[]).includes(char)) {
      tokens.push({ type: 'arithmetic', op: char as Arithmetic, text: char, start, end: start + 1 });
      offset++;
      continue;
    }
    if (char === '(' || char === ')') {
      tokens.push({ type: 'paren', open: char === '(', text: char, start, end: start + 1 });
      offset++;
      continue;
    }
    const number = NUMBER_AT.exec(rest);
    if (number) {
      if (Number(number[0].replace(/,/g, '')) > MAX_NUMBER) {
        throw new ScreenerQueryError(
          text,
          offset,
          `number too large '${number[0].slice(0, 20)}'`,
          'expected a number up to 1,000,000,000,000,000',
        );
      }
      tokens.push({ type: 'number', value: Number(number[0].replace(/,/g, '')), text: number[0], start, end: start + number[0].length });
      offset += number[0].length;
      continue;
    }
    const keyword = KEYWORD_AT.exec(rest);
    const column = columnAt(text, offset);
    if (keyword && !column) {
      tokens.push({
        type: 'keyword',
        keyword: keyword[0].toUpperCase() as Keyword,
        text: keyword[0],
        start,
        end: start + keyword[0].length,
      });
      offset += keyword[0].length;
      continue;
    }
    // "Price to earnng": a name followed by more words is one misspelt name, not Price and then junk.
    if (column && !followedByWord(text, column.end)) {
      tokens.push({ type: 'column', key: column.key, text: text.slice(start, column.end), start, end: column.end });
      offset = column.end;
      continue;
    }
    if (UNKNOWN_WORD.test(rest)) {
      const end = unknownAt(text, offset);
      tokens.push({ type: 'unknown', text: text.slice(start, end), start, end });
      offset = end;
      continue;
    }
    throw new ScreenerQueryError(
      text,
      offset,
      `unexpected character '${char}'`,
      'expected a column, a number, a quoted text, an operator or a bracket',
    );
  }
  tokens.push({ type: 'end', text: '', start: text.length, end: text.length });
  return tokens;
}
