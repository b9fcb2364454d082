// Operators: remove a market holiday (DELETE /api/v1/admin/holidays/2026-01-26). Audited.
import type { adminHolidayRemovedApi } from '@/lib/contracts/settings';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { removeHoliday } from '@/lib/server/services/settings';
import { HOLIDAY_MESSAGES } from '@/lib/validations/settings';
import { isCalendarDay } from '@/lib/workingDays';

export const config = { api: { bodyParser: false } };

/** The day in the path; anything else names no holiday (404, as a day not listed). */
const pathDay = (value: unknown) => {
  if (typeof value !== 'string' || !isCalendarDay(value)) throw notFound(HOLIDAY_MESSAGES.missing);
  return value;
};

const handler = defineHandler({
  DELETE: withOperator('settings:write', async (req, _res, operator) =>
    reply(await removeHoliday(await getDb(), operator.id, pathDay(req.query.day)), 'The holiday is removed.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminHolidayRemovedApi>;
