// @vitest-environment node
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

import { defaultFilters } from '@/lib/screener';
import {
  closestColumn,
  MAX_QUERY_DEPTH,
  MAX_QUERY_LENGTH,
  parseScreenerQueryText as parse,
  QUERY_COLUMNS,
  rangesToQuery,
  ScreenerQueryError,
  suggest,
} from '@/lib/screenerQuery';
import { EXAMPLE_SCREENS, SCREENER_EXAMPLE_QUERIES } from '@/lib/screenerQuery/examples';
import { HttpError } from '@/lib/server/http/httpError';
import { compileScreenerQuery } from '@/lib/server/services/screenerQuery';

const num = (value: number) => ({ kind: 'number', value });
const col = (key: string) => ({ kind: 'column', key });
const cmp = (left: unknown, op: string, right: unknown) => ({ kind: 'compare', op, left, right, text: false });

function errorOf(query: string): string {
  try {
    parse(query);
  } catch (error) {
    expect(error).toBeInstanceOf(ScreenerQueryError);
    return (error as Error).message;
  }
  throw new Error(`${query} parsed`);
}

const rendered = (q: string) => new PgDialect().sqlToQuery(compileScreenerQuery(q).condition);

describe('the query language: columns', () => {
  it('reads every column by its name and every alias, in any case, without the unit', () => {
    for (const column of QUERY_COLUMNS) {
      const literal = column.kind === 'text' ? '"x"' : '1';
      for (const spelling of [column.name, ...column.aliases, column.name.toUpperCase(), column.name.toLowerCase()]) {
        const tree = parse(`${spelling} = ${literal}`);
        expect(tree).toMatchObject({ kind: 'compare', left: { kind: 'column', key: column.key } });
      }
    }
  });

  it('takes the longest name: "Price to earning" is P/E, "Price" alone is the price', () => {
    expect(parse('Price to earning < 15')).toEqual(cmp(col('pe'), '<', num(15)));
    expect(parse('price < 15')).toEqual(cmp(col('price'), '<', num(15)));
    expect(parse('Market   Cap > 500')).toEqual(cmp(col('valuation'), '>', num(500)));
  });

  it('tells P/E from a division, and Price/Book value from P/B', () => {
    expect(parse('P/E < 20')).toEqual(cmp(col('pe'), '<', num(20)));
    expect(parse('Price / Book value < 3')).toEqual(
      cmp({ kind: 'arithmetic', op: '/', left: col('price'), right: col('bookValue') }, '<', num(3)),
    );
    expect(parse('Price/Book value < 3')).toEqual(parse('Price / Book value < 3'));
  });
});

describe('the query language: operators and precedence', () => {
  it.each([
    ['<', '<'],
    ['<=', '<='],
    ['>', '>'],
    ['>=', '>='],
    ['=', '='],
    ['!=', '!='],
    ['<>', '!='],
    ['==', '='],
  ])('reads %s', (written, op) => {
    expect(parse(`ROE ${written} 10`)).toEqual(cmp(col('roe'), op, num(10)));
  });

  it('reads numbers with decimals and Indian grouping, and minus', () => {
    expect(parse('Valuation > 1,00,000.5')).toEqual(cmp(col('valuation'), '>', num(100000.5)));
    expect(parse('ROE > -5')).toEqual(cmp(col('roe'), '>', { kind: 'negate', operand: num(5) }));
  });

  it('binds AND tighter than OR, and parentheses override it', () => {
    const a = cmp(col('pe'), '<', num(1));
    const b = cmp(col('pb'), '<', num(2));
    const c = cmp(col('roe'), '>', num(3));
    expect(parse('P/E < 1 OR P/B < 2 AND ROE > 3')).toEqual({ kind: 'or', operands: [a, { kind: 'and', operands: [b, c] }] });
    expect(parse('(P/E < 1 OR P/B < 2) AND ROE > 3')).toEqual({ kind: 'and', operands: [{ kind: 'or', operands: [a, b] }, c] });
    expect(parse('P/E < 1 and P/B < 2 and ROE > 3')).toEqual({ kind: 'and', operands: [a, b, c] });
  });

  it('applies NOT to the next condition only, and nests it', () => {
    const a = cmp(col('pe'), '<', num(1));
    const b = cmp(col('pb'), '<', num(2));
    expect(parse('NOT P/E < 1 AND P/B < 2')).toEqual({ kind: 'and', operands: [{ kind: 'not', operand: a }, b] });
    expect(parse('NOT NOT (P/E < 1)')).toEqual({ kind: 'not', operand: { kind: 'not', operand: a } });
  });

  it('does arithmetic with * and / before + and -, left to right', () => {
    const tree = parse('Price - EPS * 2 / 4 + 1 > 0');
    expect(tree).toEqual(
      cmp(
        {
          kind: 'arithmetic',
          op: '+',
          left: {
            kind: 'arithmetic',
            op: '-',
            left: col('price'),
            right: { kind: 'arithmetic', op: '/', left: { kind: 'arithmetic', op: '*', left: col('eps'), right: num(2) }, right: num(4) },
          },
          right: num(1),
        },
        '>',
        num(0),
      ),
    );
    expect(parse('(Price + 1) * 2 > P/E')).toMatchObject({ left: { op: '*', left: { op: '+' } }, right: col('pe') });
  });

  it('compares text with =, != and CONTAINS, in quotes of either kind', () => {
    expect(parse('Sector = "Fintech"')).toEqual({
      kind: 'compare',
      op: '=',
      left: col('sector'),
      right: { kind: 'string', value: 'Fintech' },
      text: true,
    });
    expect(parse("Name contains 'bank'")).toEqual({ kind: 'contains', left: col('name'), right: { kind: 'string', value: 'bank' } });
    expect(parse('Status != "Sold Out"')).toMatchObject({ op: '!=', text: true });
  });
});

describe('the query language: errors name line:column and what was expected', () => {
  it('suggests the nearest column for a typo', () => {
    expect(errorOf('Revnue growth > 10')).toBe("unknown column 'Revnue growth' at 1:1 — did you mean 'Revenue growth'?");
    expect(errorOf('P/E < 20 AND Valuaton > 5')).toBe("unknown column 'Valuaton' at 1:14 — did you mean 'Valuation'?");
    expect(errorOf('Price to earnng < 3')).toContain("did you mean 'P/E'?");
    expect(closestColumn('zzzzzzzz')).toBeNull();
    expect(errorOf('Zebra stripes > 1')).toBe("unknown column 'Zebra stripes' at 1:1 — see the list of columns on the help page");
  });

  it('counts lines and columns from 1', () => {
    expect(errorOf('P/E < 20 AND\n  Revnue growth > 1')).toMatch(/ at 2:3 — /);
  });

  it.each([
    ['Price', 'unexpected end of query at 1:6 — expected a comparison (<, <=, >, >=, =, !=)'],
    ['Price >', 'unexpected end of query at 1:8 — expected a column, a number, a quoted text, NOT or ('],
    ['Price > 10 AND', 'unexpected end of query at 1:15 — expected a column, a number, a quoted text, NOT or ('],
    ['Price 10', "unexpected '10' at 1:7 — expected a comparison (<, <=, >, >=, =, !=)"],
    ['(Price > 10', "unexpected end of query at 1:12 — expected AND, OR or ')' to close the '(' at 1:1"],
    ['Price > 10)', "unexpected ')' at 1:11 — expected AND, OR or the end of the query"],
    ['Price > 10 Price < 5', "unexpected 'Price' at 1:12 — expected AND, OR or the end of the query"],
    ['Sector > "A"', "text cannot be compared with '>' at 1:8 — expected =, != or CONTAINS"],
    ['Sector = 5', 'cannot compare text with number at 1:10 — expected a quoted text such as "Technology"'],
    ['Price = "5"', 'cannot compare number with text at 1:9 — expected a number or a number column'],
    ['Price CONTAINS 5', 'CONTAINS works on text columns at 1:7 — expected a comparison (<, <=, >, >=, =, !=)'],
    ['Sector + 1 > 2', "'+' needs numbers on both sides at 1:1 — expected a number or a number column"],
    ['Sector', 'unexpected end of query at 1:7 — expected a comparison (=, != or CONTAINS)'],
    ['Price > 1 AND 5', 'unexpected end of query at 1:16 — expected a comparison (<, <=, >, >=, =, !=)'],
    ['Sector = "Fin', 'unterminated string at 1:10 — expected a closing "'],
    ['Price > 10 ; DROP', "unexpected character ';' at 1:12 — expected a column, a number, a quoted text, an operator or a bracket"],
    ['Price > 1e9', "unexpected character '1' at 1:9 — expected a column, a number, a quoted text, an operator or a bracket"],
    ['Price > 99999999999999999', "number too large '99999999999999999' at 1:9 — expected a number up to 1,000,000,000,000,000"],
    ['   ', 'empty query at 1:1 — expected a condition such as P/E < 20'],
    ['(Price > 1) > 2', "unexpected '>' at 1:13 — expected AND, OR or )"],
  ])('%j', (query, message) => {
    expect(errorOf(query)).toBe(message);
  });
});

describe('the query language: limits', () => {
  it(`refuses more than ${MAX_QUERY_LENGTH} characters, at the first one too many`, () => {
    const long = `Price > 1${' AND Price > 1'.repeat(40)}`;
    expect(long.length).toBeGreaterThan(MAX_QUERY_LENGTH);
    expect(errorOf(long)).toBe(`query too long (${long.length} characters) at 1:501 — at most 500 characters`);
    expect(() => parse(long.slice(0, MAX_QUERY_LENGTH - 3).replace(/ AND Price[^A]*$/, ''))).not.toThrow();
  });

  it(`refuses nesting deeper than ${MAX_QUERY_DEPTH}, at the bracket that goes too deep`, () => {
    const nested = (depth: number) => `${'('.repeat(depth)}Price > 1${')'.repeat(depth)}`;
    expect(() => parse(nested(MAX_QUERY_DEPTH))).not.toThrow();
    expect(errorOf(nested(MAX_QUERY_DEPTH + 1))).toBe(
      `query nested too deeply at 1:13 — at most ${MAX_QUERY_DEPTH} levels of brackets, NOT and minus`,
    );
    expect(errorOf(`${'NOT '.repeat(100)}Price > 1`)).toMatch(/^query nested too deeply at 1:49 /);
    expect(errorOf(`Price > ${'-'.repeat(100)}1`)).toMatch(/^query nested too deeply at 1:21 /);
    expect(errorOf('('.repeat(400))).toMatch(/^query nested too deeply/);
  });
});

describe('compileScreenerQuery', () => {
  it('sends text and numbers as parameters, never inside the SQL', () => {
    const hostile = `Name = "x'; DROP TABLE companies; --" OR Sector CONTAINS '%_\\' AND Price > 12.5`;
    const { sql, params } = rendered(hostile);
    expect(params).toEqual(["x'; DROP TABLE companies; --", '%_\\', 12.5]);
    expect(sql).not.toContain('DROP');
    expect(sql).not.toContain('12.5');
    expect(sql).toMatch(/strpos\(lower\("company_screener"\."sector"\), lower\(\$2::text\)\) > 0/);
  });

  it('guards every division, NOT sees a missing figure as false', () => {
    expect(rendered('Price / P/E > 1').sql).toContain('nullif("company_screener"."pe", 0)');
    expect(rendered('NOT P/E > 1').sql).toMatch(/^\(not coalesce\(/);
  });

  it('answers a bad query with a 400 whose errors.q names the position', () => {
    let caught: unknown;
    try {
      compileScreenerQuery('Revnue growth > 1');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HttpError);
    expect(caught).toMatchObject({
      status: 400,
      code: 'validation',
      errors: { q: "unknown column 'Revnue growth' at 1:1 — did you mean 'Revenue growth'?" },
    });
  });
});

describe('rangesToQuery (the range form as query text)', () => {
  it('writes nothing for no filters, and each bound as >= and <=', () => {
    expect(rangesToQuery(defaultFilters())).toBe('');
    const filters = defaultFilters();
    filters.sector = 'Fintech';
    filters.status = 'Sold Out';
    filters.ranges.pe = { min: 5, max: 30 };
    filters.ranges.roe = { min: -2.5, max: null };
    filters.ranges.price = { min: null, max: 1000 };
    const query = rangesToQuery(filters);
    expect(query).toBe('Sector = "Fintech" AND Status = "Sold Out" AND Price <= 1000 AND P/E >= 5 AND P/E <= 30 AND ROE >= -2.5');
    expect(() => parse(query)).not.toThrow();
  });
});

describe('suggest (the combobox)', () => {
  const labels = (query: string, cursor = query.length) => suggest(query, cursor).items.map((item) => item.label);

  it('offers columns, NOT and ( at the start, filtered by what is typed (names and aliases)', () => {
    expect(labels('')).toEqual(expect.arrayContaining(['Price', 'P/E', 'Sector', 'NOT', '(']));
    expect(labels('rev')[0]).toBe('Revenue growth');
    expect(labels('market')).toEqual(['Valuation']);
    expect(suggest('P/E < 2 AND rev', 15)).toMatchObject({ from: 12, to: 15 });
  });

  it('offers comparisons after a number column, text operators after a text column', () => {
    expect(labels('Price ')).toEqual(['<', '<=', '>', '>=', '=', '!=', '+', '-', '*', '/']);
    expect(labels('Sector ')).toEqual(['=', '!=', 'CONTAINS']);
    expect(labels('Sector co')).toEqual(['CONTAINS']);
  });

  it('offers AND, OR and ) once a condition is complete', () => {
    expect(labels('Price > 10 ')).toEqual(['+', '-', '*', '/', 'AND', 'OR', ')']);
    expect(labels('Price > 10 a')).toEqual(['AND']);
    expect(labels('(P/E < 2) ')).toEqual(expect.arrayContaining(['AND', 'OR']));
    expect(labels('(P/E < 2) ')).not.toContain('<');
  });

  it('offers columns after an operator, and nothing inside an open string', () => {
    expect(labels('Price > ')).toContain('P/E');
    expect(labels('Price > ')).not.toContain('NOT');
    expect(labels('Sector = "Fin')).toEqual([]);
  });
});

describe('suggest: names still being typed', () => {
  it('goes on with a name after a space, and after a misspelt start', () => {
    expect(suggest('Market ', 7).items.map((item) => item.label)).toEqual(['Valuation']);
    expect(suggest('Price to ear', 12)).toMatchObject({ from: 0, items: [{ label: 'P/E' }] });
  });
});

describe("the screener's examples", () => {
  it('are ten screens on the help page, and every example query shown anywhere parses', () => {
    expect(EXAMPLE_SCREENS).toHaveLength(10);
    expect(SCREENER_EXAMPLE_QUERIES.length).toBeGreaterThan(EXAMPLE_SCREENS.length);
    for (const query of SCREENER_EXAMPLE_QUERIES) expect(() => parse(query), query).not.toThrow();
  });
});
