// The partner's commission ledger (status and month filters).
import { commissionListApi } from '@/lib/contracts/commissions';
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listCommissions } from '@/lib/server/services/commissions';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withPartner(async (req, _res, partner) =>
    reply(await listCommissions(await getDb(), partner.id, parseQuery(commissionListApi.input, req)), 'Commissions fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof commissionListApi>;
