// Text a query compares with `=` that no company has: `Sector = "Fintech"` would quietly find nothing, so
// the screener refuses it and names the nearest values companies do have. Pure: the server reads the
// values from company_screener (lib/server/services/screenerQuery.ts). CONTAINS is not checked: text no
// company contains is an ordinary empty result.
import { columnByKey, type QueryColumnKey } from './catalogue';
import { editDistance, type ConditionNode, type ValueNode } from './parser';

/** `column = "text"` (either way round), anywhere in the query, NOT included. */
export interface TextEquality {
  key: QueryColumnKey;
  value: string;
}

const columnOf = (node: ValueNode) => (node.kind === 'column' ? node.key : null);
const textOf = (node: ValueNode) => (node.kind === 'string' ? node.value : null);

/** Calls `visit` with every condition of the query, the outer ones first. */
export function eachCondition(node: ConditionNode, visit: (condition: ConditionNode) => void): void {
  visit(node);
  if (node.kind === 'and' || node.kind === 'or') node.operands.forEach((operand) => eachCondition(operand, visit));
  else if (node.kind === 'not') eachCondition(node.operand, visit);
}

/** Every comparison of a text column with `=` and a quoted text, in the order written, each once. */
export function textEqualities(node: ConditionNode): TextEquality[] {
  const found: TextEquality[] = [];
  eachCondition(node, (condition) => {
    if (condition.kind !== 'compare' || !condition.text || condition.op !== '=') return;
    const key = columnOf(condition.left) ?? columnOf(condition.right);
    const value = textOf(condition.right) ?? textOf(condition.left);
    if (key && value !== null && !found.some((seen) => seen.key === key && seen.value.toLowerCase() === value.toLowerCase()))
      found.push({ key, value });
  });
  return found;
}

/** The longest run of characters the two texts share. */
function commonRun(a: string, b: string): number {
  let best = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      let length = 0;
      while (a[i + length] !== undefined && a[i + length] === b[j + length]) length++;
      best = Math.max(best, length);
    }
  }
  return best;
}

/** How many first characters the typed text shares with a word of the value ("fintech" and "Financial": 3). */
function wordPrefix(typed: string, value: string): number {
  return Math.max(
    ...value.split(/[^a-z0-9]+/).map((word) => {
      let length = 0;
      while (length < word.length && word[length] === typed[length]) length++;
      return length;
    }),
  );
}

/**
 * Up to `limit` known values nearest to the typed text, case-insensitively: first those holding it (or held
 * by it), then those sharing a word's beginning or a run of characters (three, or half the text), then near typos.
 */
export function nearestValues(typed: string, known: readonly string[], limit = 3): string[] {
  const text = typed.trim().toLowerCase();
  if (!text) return [];
  const scored = known.flatMap((value) => {
    const lower = value.toLowerCase();
    const holds = lower.includes(text) || text.includes(lower);
    // A word's beginning counts double, from three letters (so "fintech" puts Financial Services first).
    const prefix = wordPrefix(text, lower);
    const shared = Math.max(prefix >= 3 ? 2 * prefix : 0, commonRun(text, lower));
    const distance = editDistance(text, lower);
    const typo = distance <= Math.max(2, Math.floor(text.length / 3));
    // Shared letters count from three, and from half the typed text for a long one.
    if (!holds && shared < Math.max(3, Math.ceil(text.length / 2)) && !typo) return [];
    return [{ value, rank: [holds ? 0 : 1, -shared, distance] as const }];
  });
  scored.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.rank[2] - b.rank[2] || a.value.localeCompare(b.value));
  return scored.slice(0, limit).map(({ value }) => value);
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/** With no near value, a short list is named whole (at most this many); a long one (names) is not. */
const LIST_ALL_UP_TO = 12;

/**
 * Why `column = "typed"` finds nothing: `no company has Sector "Fintech" — did you mean "Financial Services"?`;
 * with nothing near, the values there are (when few) or CONTAINS (when many, as names).
 */
export function unknownValueMessage(key: QueryColumnKey, typed: string, known: readonly string[]): string {
  const name = columnByKey(key).name;
  const problem = `no company has ${name} "${typed}"`;
  const near = nearestValues(typed, known);
  if (near.length > 0) return `${problem} — did you mean ${quoted(near)}?`;
  if (known.length === 0) return `${problem} — no company has a ${name} at all`;
  if (known.length <= LIST_ALL_UP_TO) return `${problem} — ${name} is one of ${quoted([...known].sort())}`;
  return `${problem} — to find part of a text, write ${name} CONTAINS "${typed}"`;
}
