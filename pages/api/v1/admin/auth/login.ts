// Operator sign-in: email, password and the authenticator's six-digit code. Wrong codes count
// toward the same lock-out as wrong passwords.
import { signToken } from '@/lib/auth/token';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, sendOk } from '@/lib/server/http/apiHandler';
import { operatorTokenTtlSeconds, setOperatorCookie } from '@/lib/server/http/cookies';
import { HttpError } from '@/lib/server/http/httpError';
import { clientIp, hit, RATE_RULES } from '@/lib/server/rateLimit';
import { authenticateOperator, findOperatorSession } from '@/lib/server/services/operators';
import { guardedSignIn } from '@/lib/server/services/signIn';
import { INVALID_OPERATOR_CREDENTIALS, operatorSignInSchema } from '@/lib/validations/operators';

export default defineHandler({
  POST: async (req, res) => {
    await hit(RATE_RULES.signIn, `operator:${clientIp(req)}`);
    const { email, password, code } = parseBody(operatorSignInSchema, req);
    const db = await getDb();
    const id = await guardedSignIn(req, 'operator', email, () => authenticateOperator(db, email, password, code));
    if (id === null) throw new HttpError(401, INVALID_OPERATOR_CREDENTIALS);
    setOperatorCookie(res, await signToken('operator', id, operatorTokenTtlSeconds));
    sendOk(res, (await findOperatorSession(db, id))?.operator ?? null, 'Signed in.');
  },
});
