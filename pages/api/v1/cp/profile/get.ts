import { withPartner } from '@/lib/server/auth/session';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';

export default defineHandler({
  // The specification reads the profile as the first item of data.
  GET: withPartner((_req, res, partner) => sendOk(res, [partner], 'Profile fetched.')),
});
