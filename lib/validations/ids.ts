// Database ids as they arrive in paths, query strings and bodies. Every table's id is a PostgreSQL
// integer (int4), so one parser with that bound serves them all: a number the column cannot hold
// never reaches a query (PostgreSQL would answer it with an error, and the caller with a 500).
import { z } from '@/lib/zod';

/** The largest value of a PostgreSQL integer column, 2³¹ − 1. */
export const MAX_ID = 2_147_483_647;

/** An id written in digits (no sign, no leading zero, at most MAX_ID); null for anything else. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** An id in a JSON body or a form: a number, or digits (a select's value); message for anything else. */
export const idField = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (parseId(value.trim()) ?? value) : value),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );

/** An id in a query string (text), refused with message when it is not one. */
export const idText = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const id = parseId(value);
    if (id === null) ctx.addIssue({ code: 'custom', message });
    return id ?? z.NEVER;
  });
