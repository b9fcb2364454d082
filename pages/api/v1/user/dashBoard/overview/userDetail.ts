import { withUser } from '@/lib/server/auth/session';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';

export default defineHandler({
  // The specification reads the user detail as the first item of data.
  GET: withUser((_req, res, user) => sendOk(res, [user], 'User detail fetched.')),
});
