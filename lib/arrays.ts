/**
 * `items[index]` where the caller knows the index is in range (a loop bound, a modulo, a query that always
 * returns one row). Under `noUncheckedIndexedAccess` this replaces a non-null `!`: a wrong index throws
 * here instead of passing `undefined` on.
 */
export function itemAt<T>(items: readonly T[], index: number): T {
  if (!Number.isInteger(index) || index < 0 || index >= items.length) {
    throw new RangeError(`No item at index ${index} (length ${items.length})`);
  }
  return items[index] as T;
}
