// Operators: record a company's IPO milestone (DRHP filed, SEBI approved, price band, listing date, listed).
import { adminIpoMilestoneApi } from '@/lib/contracts/companies';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { recordIpoMilestone } from '@/lib/server/services/ipo';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('companies:write', async (req, _res, operator) => {
    const slug = req.query.slug;
    if (typeof slug !== 'string' || slug.length > 200) throw notFound('No company has this slug.');
    const input = parseBody(adminIpoMilestoneApi.input, req);
    const recorded = await recordIpoMilestone(await getDb(), operator.id, slug, input);
    const heard = recorded.notified === 1 ? '1 holder was notified.' : `${recorded.notified} holders were notified.`;
    return reply(recorded, `Milestone recorded. ${heard}`, 201);
  }),
});
export default handler satisfies Serves<typeof handler, typeof adminIpoMilestoneApi>;
