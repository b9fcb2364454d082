import { getDb } from '@/lib/server/db/client';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';
import { findUserById } from '@/lib/server/services/accounts';
import { signIn } from '@/lib/server/services/signIn';

export default defineHandler({
  POST: async (req, res) => {
    const id = await signIn(req, res, 'user');
    sendOk(res, await findUserById(await getDb(), id), 'Signed in.');
  },
});
