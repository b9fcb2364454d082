// The partner's commission ledger (status and month filters).
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { listCommissions } from '@/lib/server/services/commissions';
import { commissionListQuery } from '@/lib/validations/proposals';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withPartner(async (req, _res, partner) =>
    reply(await listCommissions(await getDb(), partner.id, parseQuery(commissionListQuery, req)), 'Commissions fetched.'),
  ),
});
export default handler;
export type CommissionListData = ApiData<typeof handler, 'GET'>;
