// The text rule (lib/validations/text.ts) applied to everything a request carries, before any route
// runs: defineHandler checks the query, readBody the JSON or form body, parseMultipart the form
// fields and file names. A refused character is a 400 with the message on its field, never a 500.
import { hasRefusedCharacter, refusedParameters, TEXT_CHARACTER_MESSAGE } from '@/lib/validations/text';

import { HttpError, type FieldErrors } from './httpError';

/** The 400 for fields holding a refused character, the rule's message on each. */
export function refusedText(fields: Iterable<string>): HttpError {
  const errors: FieldErrors = {};
  for (const field of fields) errors[field] = TEXT_CHARACTER_MESSAGE;
  return new HttpError(400, TEXT_CHARACTER_MESSAGE, { errors });
}

/** Query parameters (the path's own included): each is one line, so tab and line breaks are refused too. */
export function assertCleanQuery(query: Partial<Record<string, string | string[]>>): void {
  const refused = refusedParameters(query);
  if (refused.length > 0) throw refusedText(refused);
}

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
}

// The field's name as the envelope's errors give it (fieldErrors in apiHandler.ts): a dotted path, '_' for the body itself.
function fieldName(node: Node): string {
  const keys: string[] = [];
  for (let at = node; at.parent; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : '_';
}

// Enough to show beside a form's fields; stopping there bounds the work a hostile body can cause.
const MAX_REPORTED = 10;

/**
 * A parsed body: every string at any depth, and every key, may hold several lines (a field that must
 * be one line refuses line breaks in its own schema). Walked without recursion, so a deeply nested
 * body cannot overflow the stack.
 */
export function assertCleanBody(body: unknown): void {
  const refused = new Set<string>();
  const refuse = (node: Node) => refused.add(fieldName(node));
  const pending: Node[] = [{ value: body, key: '', parent: null }];
  for (let node = pending.pop(); node && refused.size < MAX_REPORTED; node = pending.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (hasRefusedCharacter(value, 'multiline')) refuse(node);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        const child: Node = { value: item, key, parent: node };
        if (hasRefusedCharacter(key, 'multiline')) refuse(child);
        pending.push(child);
      }
    }
  }
  if (refused.size > 0) throw refusedText(refused);
}
