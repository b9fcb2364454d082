// The partner's payouts: gross commission, TDS withheld, net paid and the bank reference.
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { listPartnerPayouts } from '@/lib/server/services/commissions';
import { payoutListQuery } from '@/lib/validations/proposals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withPartner(async (req, _res, partner) =>
    reply(await listPartnerPayouts(await getDb(), partner.id, parseQuery(payoutListQuery, req)), 'Payouts fetched.'),
  ),
});
export default handler;
export type PartnerPayoutListData = ApiData<typeof handler, 'GET'>;
