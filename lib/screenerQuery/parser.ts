// A recursive-descent parser for the screener's query language, typed as it goes so a mistake is named
// where it is made:
//   query      := or
//   or         := and ("OR" and)*
//   and        := not ("AND" not)*
//   not        := "NOT" not | comparison
//   comparison := sum (("<" | "<=" | ">" | ">=" | "=" | "!=" | "CONTAINS") sum)?
//   sum        := product (("+" | "-") product)*
//   product    := unary (("*" | "/") unary)*
//   unary      := "-" unary | column | number | "string" | "(" or ")"
// A condition must come out of a comparison; arithmetic takes numbers; text compares with = != CONTAINS.

import { columnByKey, COLUMN_SPELLINGS, type QueryColumnKey } from './catalogue';
import { positionAt, ScreenerQueryError } from './errors';
import { EXAMPLE_SECTOR } from './examples';
import { tokenize, type Arithmetic, type Comparison, type Keyword, type Token } from './tokenizer';

export const MAX_QUERY_LENGTH = 500;
export const MAX_QUERY_DEPTH = 12;

export type ValueNode =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'column'; key: QueryColumnKey }
  | { kind: 'negate'; operand: ValueNode }
  | { kind: 'arithmetic'; op: Arithmetic; left: ValueNode; right: ValueNode };

export type ConditionNode =
  | { kind: 'and' | 'or'; operands: ConditionNode[] }
  | { kind: 'not'; operand: ConditionNode }
  | { kind: 'compare'; op: Comparison; left: ValueNode; right: ValueNode; text: boolean }
  | { kind: 'contains'; left: ValueNode; right: ValueNode };

type Typed =
  | { type: 'condition'; node: ConditionNode; start: number; end: number }
  | { type: 'number' | 'text'; node: ValueNode; start: number; end: number };

const OPERAND = 'a column, a number, a quoted text, NOT or (';
const COMPARE = 'a comparison (<, <=, >, >=, =, !=)';

/** Levenshtein distance, for "did you mean". */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The column whose name or alias is nearest to `text`, if near enough to be a typo. */
export function closestColumn(text: string): string | null {
  const typed = text.toLowerCase().replace(/\s+/g, ' ');
  let best: { name: string; distance: number } | null = null;
  for (const { spelling, column } of COLUMN_SPELLINGS) {
    const distance = Math.min(editDistance(typed, spelling), spelling.startsWith(typed) && typed.length >= 3 ? 1 : Infinity);
    if (!best || distance < best.distance) best = { name: column.name, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(typed.length / 3)) ? best.name : null;
}

const describe = (token: Token) => (token.type === 'end' ? 'end of query' : `'${token.text}'`);

class Parser {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly text: string,
    private readonly tokens: Token[],
  ) {}

  /** The tokenizer ends with an 'end' token, and the parser never moves past it. */
  private get token(): Token {
    return this.tokens[Math.min(this.index, this.tokens.length - 1)] as Token;
  }

  private get previousEnd(): number {
    return this.tokens[this.index - 1]?.end ?? 0;
  }

  private fail(token: Token, expected: string): never {
    if (token.type === 'unknown') this.unknown(token);
    throw new ScreenerQueryError(this.text, token.start, `unexpected ${describe(token)}`, `expected ${expected}`);
  }

  private unknown(token: Token): never {
    const guess = closestColumn(token.text);
    throw new ScreenerQueryError(
      this.text,
      token.start,
      `unknown column '${token.text}'`,
      guess ? `did you mean '${guess}'?` : 'see the list of columns on the help page',
    );
  }

  private nested<T>(at: Token, parse: () => T): T {
    if (++this.depth > MAX_QUERY_DEPTH) {
      throw new ScreenerQueryError(
        this.text,
        at.start,
        'query nested too deeply',
        `at most ${MAX_QUERY_DEPTH} levels of brackets, NOT and minus`,
      );
    }
    const result = parse();
    this.depth--;
    return result;
  }

  parse(): ConditionNode {
    const result = this.or();
    if (this.token.type !== 'end') this.fail(this.token, result.type === 'condition' ? 'AND, OR or the end of the query' : COMPARE);
    return this.condition(result, this.token);
  }

  /** A condition where one is needed; a bare value means its comparison is missing. */
  private condition(result: Typed, next: Token): ConditionNode {
    if (result.type === 'condition') return result.node;
    const expected = result.type === 'text' ? 'a comparison (=, != or CONTAINS)' : COMPARE;
    throw new ScreenerQueryError(this.text, next.start, `unexpected ${describe(next)}`, `expected ${expected}`);
  }

  /** Whether the next token is this keyword (a method, so TypeScript does not narrow the getter for good). */
  private at(keyword: Keyword): boolean {
    const token = this.token;
    return token.type === 'keyword' && token.keyword === keyword;
  }

  private junction(kind: 'and' | 'or', keyword: 'AND' | 'OR', operand: () => Typed): Typed {
    const first = operand();
    if (!this.at(keyword)) return first;
    const operands = [this.condition(first, this.token)];
    while (this.at(keyword)) {
      this.index++;
      const next = operand();
      operands.push(this.condition(next, this.token));
    }
    return { type: 'condition', node: { kind, operands }, start: first.start, end: this.previousEnd };
  }

  private or(): Typed {
    return this.junction('or', 'OR', () => this.and());
  }

  private and(): Typed {
    return this.junction('and', 'AND', () => this.not());
  }

  private not(): Typed {
    const token = this.token;
    if (token.type === 'keyword' && token.keyword === 'NOT') {
      this.index++;
      return this.nested(token, () => {
        const operand = this.not();
        return {
          type: 'condition',
          node: { kind: 'not', operand: this.condition(operand, this.token) },
          start: token.start,
          end: operand.end,
        };
      });
    }
    return this.comparison();
  }

  private comparison(): Typed {
    const left = this.sum();
    const token = this.token;
    const contains = token.type === 'keyword' && token.keyword === 'CONTAINS';
    if (token.type !== 'comparison' && !contains) return left;
    if (left.type === 'condition') this.fail(token, 'AND, OR or )');
    this.index++;
    const right = this.sum();
    if (right.type === 'condition')
      throw new ScreenerQueryError(this.text, right.start, 'a condition cannot be compared', 'expected a value');
    if (left.type !== right.type) {
      throw new ScreenerQueryError(
        this.text,
        right.start,
        `cannot compare ${left.type} with ${right.type}`,
        left.type === 'text' ? `expected a quoted text such as "${EXAMPLE_SECTOR}"` : 'expected a number or a number column',
      );
    }
    const span = { start: left.start, end: right.end };
    if (contains) {
      if (left.type !== 'text')
        throw new ScreenerQueryError(this.text, token.start, 'CONTAINS works on text columns', `expected ${COMPARE}`);
      return { type: 'condition', node: { kind: 'contains', left: left.node, right: right.node }, ...span };
    }
    const op = (token as Extract<Token, { type: 'comparison' }>).op;
    if (left.type === 'text' && op !== '=' && op !== '!=') {
      throw new ScreenerQueryError(this.text, token.start, `text cannot be compared with '${op}'`, 'expected =, != or CONTAINS');
    }
    return { type: 'condition', node: { kind: 'compare', op, left: left.node, right: right.node, text: left.type === 'text' }, ...span };
  }

  private arithmetic(ops: readonly Arithmetic[], operand: () => Typed): Typed {
    let left = operand();
    while (this.token.type === 'arithmetic' && ops.includes(this.token.op)) {
      const token = this.token;
      this.index++;
      const right = operand();
      for (const side of [left, right]) {
        if (side.type !== 'number')
          throw new ScreenerQueryError(
            this.text,
            side.start,
            `'${token.text}' needs numbers on both sides`,
            'expected a number or a number column',
          );
      }
      left = {
        type: 'number',
        node: { kind: 'arithmetic', op: token.op, left: left.node as ValueNode, right: right.node as ValueNode },
        start: left.start,
        end: right.end,
      };
    }
    return left;
  }

  private sum(): Typed {
    return this.arithmetic(['+', '-'], () => this.product());
  }

  private product(): Typed {
    return this.arithmetic(['*', '/'], () => this.unary());
  }

  private unary(): Typed {
    const token = this.token;
    const span = { start: token.start, end: token.end };
    switch (token.type) {
      case 'arithmetic': {
        if (token.op !== '-') this.fail(token, OPERAND);
        this.index++;
        return this.nested(token, () => {
          const operand = this.unary();
          if (operand.type !== 'number')
            throw new ScreenerQueryError(this.text, operand.start, 'minus needs a number', 'expected a number or a number column');
          return { type: 'number', node: { kind: 'negate', operand: operand.node }, start: token.start, end: operand.end };
        });
      }
      case 'number':
        this.index++;
        return { type: 'number', node: { kind: 'number', value: token.value }, ...span };
      case 'string':
        this.index++;
        return { type: 'text', node: { kind: 'string', value: token.value }, ...span };
      case 'column':
        this.index++;
        return { type: columnByKey(token.key).kind, node: { kind: 'column', key: token.key }, ...span };
      case 'paren': {
        if (!token.open) this.fail(token, OPERAND);
        this.index++;
        return this.nested(token, () => {
          const inner = this.or();
          const close = this.token;
          if (close.type !== 'paren' || close.open)
            this.fail(
              close,
              inner.type === 'condition'
                ? `AND, OR or ')' to close the '(' at ${this.where(token)}`
                : `${COMPARE}, an arithmetic operator or ')'`,
            );
          this.index++;
          return { ...inner, start: token.start, end: close.end };
        });
      }
      default:
        return this.fail(token, OPERAND);
    }
  }

  private where(token: Token): string {
    const { line, column } = positionAt(this.text, token.start);
    return `${line}:${column}`;
  }
}

/** The query as a tree, or a ScreenerQueryError naming line:column and what was expected. */
export function parseScreenerQueryText(text: string): ConditionNode {
  if (text.length > MAX_QUERY_LENGTH) {
    throw new ScreenerQueryError(
      text,
      MAX_QUERY_LENGTH,
      `query too long (${text.length} characters)`,
      `at most ${MAX_QUERY_LENGTH} characters`,
    );
  }
  if (!text.trim()) throw new ScreenerQueryError(text, 0, 'empty query', 'expected a condition such as P/E < 20');
  return new Parser(text, tokenize(text)).parse();
}
