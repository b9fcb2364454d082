import { withPartner } from '@/lib/server/auth/session';
import { defineHandler, reply, type ApiData } from '@/lib/server/http/apiHandler';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  // The specification reads the profile as the first item of data.
  GET: withPartner((_req, _res, partner) => reply([partner], 'Profile fetched.')),
});
export default handler;
export type PartnerProfileData = ApiData<typeof handler, 'GET'>;
