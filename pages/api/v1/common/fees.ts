// GET /api/v1/common/fees: the fee schedule the checkout and sale quotes are computed from, with the platform's role.
import { type feeScheduleApi } from '@/lib/contracts/fees';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { setSharedAnswer } from '@/lib/server/http/cache';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { publicFeeSchedule } from '@/lib/server/services/settings';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    GET: async (req, res) => {
      const schedule = await publicFeeSchedule(await getDb());
      setSharedAnswer(req, res, 60);
      return reply(schedule, 'Fee schedule fetched.');
    },
  },
  { rateLimit: { rule: RATE_RULES.search } },
);
export default handler satisfies Serves<typeof handler, typeof feeScheduleApi>;
