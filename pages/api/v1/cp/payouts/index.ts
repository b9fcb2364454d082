// The partner's payouts: gross commission, TDS withheld, net paid and the bank reference.
import { partnerPayoutListApi } from '@/lib/contracts/commissions';
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listPartnerPayouts } from '@/lib/server/services/commissions';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withPartner(async (req, _res, partner) =>
    reply(await listPartnerPayouts(await getDb(), partner.id, parseQuery(partnerPayoutListApi.input, req)), 'Payouts fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof partnerPayoutListApi>;
