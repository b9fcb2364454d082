// One of the partner's clients: KYC status (numbers masked), holdings, orders and sales; anyone else's is a 404.
import { type partnerClientApi } from '@/lib/contracts/partners';
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { firstValue } from '@/lib/query';
import { getPartnerClient } from '@/lib/server/services/partnerClients';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withPartner(async (req, _res, partner) => {
    const code = firstValue(req.query.code);
    if (!/^[A-Za-z0-9-]{1,40}$/.test(code)) throw notFound('No client of yours has this code.');
    return reply(await getPartnerClient(await getDb(), partner.id, code), 'Client fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof partnerClientApi>;
