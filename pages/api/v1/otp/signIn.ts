// POST { role?, channel, destination, code }: signs in with a code from /api/v1/otp/send.
import { getDb } from '@/lib/server/db/client';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';
import { findAccountById } from '@/lib/server/services/accounts';
import { signInWithCode } from '@/lib/server/services/signIn';

export default defineHandler({
  POST: async (req, res) => {
    const { role, id } = await signInWithCode(req, res);
    const db = await getDb();
    sendOk(res, await findAccountById(db, role, id), 'Signed in.');
  },
});
