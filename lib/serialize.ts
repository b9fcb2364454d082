/** Dates become ISO strings so getServerSideProps can hand rows to a page. */
export type Serialized<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export function serializeDates<T extends Record<string, unknown>>(row: T): Serialized<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Serialized<T>;
}
