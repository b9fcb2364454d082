import { type userDetailApi } from '@/lib/contracts/accounts';
import { withUser } from '@/lib/server/auth/session';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  // The specification reads the user detail as the first item of data.
  GET: withUser((_req, _res, user) => reply([user], 'User detail fetched.')),
});
export default handler satisfies Serves<typeof handler, typeof userDetailApi>;
