/** What a value becomes on its way to a page: every Date, however deep, an ISO string. */
export type Serialized<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Serialized<Item>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Dates become ISO strings, in rows, arrays of rows and nested objects, so getServerSideProps can hand them to a page. */
export function serializeDates<T>(value: T): Serialized<T> {
  return serializeValue(value) as Serialized<T>;
}

function serializeValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(serializeValue);
  if (value === null || typeof value !== 'object' || !isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = serializeValue(item);
  return out;
}
