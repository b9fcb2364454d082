// What an audited change changed: the fields whose value differs between before and after.

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const show = (value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** The changed fields, in the order they first appear; a value that is not an object counts as one field, "value". */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(before) || !isRecord(after)) {
    return show(before) === show(after) ? [] : [{ field: 'value', before: show(before), after: show(after) }];
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => {
    const was = show(before[field]);
    const now = show(after[field]);
    return was === now ? [] : [{ field, before: was, after: now }];
  });
}
