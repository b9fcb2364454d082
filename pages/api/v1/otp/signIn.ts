// POST { role?, channel, destination, code }: signs in with a code from /api/v1/otp/send.
import { getDb } from '@/lib/server/db/client';
import { defineHandler, sendOk } from '@/lib/server/http/apiHandler';
import { findPartnerById, findUserById } from '@/lib/server/services/accounts';
import { signInWithCode } from '@/lib/server/services/signIn';

export default defineHandler({
  POST: async (req, res) => {
    const { role, id } = await signInWithCode(req, res);
    const db = await getDb();
    sendOk(res, role === 'user' ? await findUserById(db, id) : await findPartnerById(db, id), 'Signed in.');
  },
});
