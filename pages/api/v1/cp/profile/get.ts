import { type partnerProfileApi } from '@/lib/contracts/accounts';
import { withPartner } from '@/lib/server/auth/session';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  // The specification reads the profile as the first item of data.
  GET: withPartner((_req, _res, partner) => reply([partner], 'Profile fetched.')),
});
export default handler satisfies Serves<typeof handler, typeof partnerProfileApi>;
