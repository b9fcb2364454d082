// What the screener says when a query that runs finds no company: worded from what the filters and the
// query hold, so it never advises widening a range that is not there.
import { RANGE_KEYS, type ScreenerFilters } from '@/lib/screener';
import { eachCondition, parseScreenerQueryText } from '@/lib/screenerQuery';

interface QueryShape {
  range: boolean;
  contains: boolean;
  /** `=` or `!=` of a text; `numberEquals` of a number. */
  equals: boolean;
  numberEquals: boolean;
  and: boolean;
}

function shapeOf(q: string | null): QueryShape {
  const shape: QueryShape = { range: false, contains: false, equals: false, numberEquals: false, and: false };
  if (!q) return shape;
  try {
    eachCondition(parseScreenerQueryText(q), (node) => {
      if (node.kind === 'and') shape.and = true;
      else if (node.kind === 'contains') shape.contains = true;
      else if (node.kind === 'compare') {
        if (node.op !== '=' && node.op !== '!=') shape.range = true;
        else if (node.text) shape.equals = true;
        else shape.numberEquals = true;
      }
    });
  } catch {
    // A query that does not parse never reaches the empty state (the results say it could not run).
  }
  return shape;
}

const sentence = (parts: string[]) => {
  const text = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}` : (parts[0] ?? '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

/** The empty state's title and advice for filters that ran and matched nothing. */
export function noMatchWording(filters: ScreenerFilters): { title: string; advice: string } {
  const query = shapeOf(filters.q);
  const formRange = RANGE_KEYS.some((key) => filters.ranges[key].min !== null || filters.ranges[key].max !== null);
  const chosen = [filters.sector && 'sector', filters.category && 'category', filters.status && 'status'].filter((part): part is string =>
    Boolean(part),
  );
  const formFilters = formRange || chosen.length > 0;

  const advice: string[] = [];
  if (formRange || query.range) advice.push('widen a range');
  if (chosen.length > 0) advice.push(`choose another ${chosen.join(', ')}`);
  if (query.contains) advice.push('shorten the text after CONTAINS');
  if (query.equals) advice.push('change a text after =');
  if (query.numberEquals) advice.push('change a number after =');
  if (query.and) advice.push('drop a condition joined by AND');
  if (advice.length === 0) advice.push(filters.q ? 'change the query' : 'clear the filters');

  const title = filters.q
    ? formFilters
      ? 'No company matches this query with these filters.'
      : 'No company matches this query.'
    : 'No company matches these filters.';
  return { title, advice: sentence(advice) };
}
