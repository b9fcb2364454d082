// Saved screens (issue 24), shared by the screener's "Save this screen" form, the saved-screens page and
// the API (/api/v1/{user,cp}/screens) with the same messages. Whether the query parses is the server's
// (the screener's compiler), answered on `query` with its position.
import { z } from '@/lib/zod';

import { SORT_COLUMNS } from '../screener';
import { cleanLine } from './text';

/** At most this many saved screens per account (each is checked on every change of a company). */
export const MAX_SCREENS = 20;
export const SCREEN_NAME_MAX = 80;
export const SCREEN_QUERY_MAX = 500;
export const SCREEN_COLUMNS_MAX = 16;

export const SCREEN_MESSAGES = {
  name: 'Give the screen a name.',
  nameLength: `A screen's name is at most ${SCREEN_NAME_MAX} characters.`,
  query: 'Write the screen’s query.',
  queryLength: `A query is at most ${SCREEN_QUERY_MAX} characters.`,
  alert: 'Say whether to be told when a company enters or leaves it (true or false).',
  columns: 'Columns must be a list of the screener’s column names.',
  sort: `Sort must be one of ${SORT_COLUMNS.join(', ')}.`,
  dir: 'Direction must be asc or desc.',
} as const;

const name = z
  .string({ error: SCREEN_MESSAGES.name })
  .trim()
  .check(cleanLine())
  .min(1, SCREEN_MESSAGES.name)
  .max(SCREEN_NAME_MAX, SCREEN_MESSAGES.nameLength);
const query = z
  .string({ error: SCREEN_MESSAGES.query })
  .trim()
  .min(1, SCREEN_MESSAGES.query)
  .max(SCREEN_QUERY_MAX, SCREEN_MESSAGES.queryLength);
const columns = z
  .array(z.string().trim().min(1).max(40), { error: SCREEN_MESSAGES.columns })
  .max(SCREEN_COLUMNS_MAX, `At most ${SCREEN_COLUMNS_MAX} columns.`);
const sort = z.enum(SORT_COLUMNS, { error: SCREEN_MESSAGES.sort });
const dir = z.enum(['asc', 'desc'], { error: SCREEN_MESSAGES.dir });

/** POST …/screens: { name, query, alert } (columns and sort optional). */
export const screenCreateSchema = z.object({
  name,
  query,
  // A form's checkbox sends "on" when ticked and nothing when not.
  alert: z.preprocess((value) => (value === 'on' ? true : value), z.boolean({ error: SCREEN_MESSAGES.alert }).default(false)),
  columns: columns.default([]),
  sort: sort.optional(),
  dir: dir.optional(),
});
export type ScreenCreateInput = z.infer<typeof screenCreateSchema>;

/** PATCH …/screens/{id}: any of the same. */
export const screenPatchSchema = z
  .object({ name, query, alert: z.boolean({ error: SCREEN_MESSAGES.alert }), columns, sort, dir })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change.');
export type ScreenPatchInput = z.infer<typeof screenPatchSchema>;
