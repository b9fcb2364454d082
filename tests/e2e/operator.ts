// The demo operator, signed in through the API for tests that need an operator's moves. One API context
// per worker: a TOTP code can be spent once per 30-second step and operator, so each worker signs in
// once. If the current step is already spent (another worker), the next step's code is accepted too
// (the server allows one step of clock drift); only if that one is spent as well does it wait for a new step.
import { request, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export const DEMO_OPERATOR = { email: 'operator@example.com', password: 'Operator@123', secret: 'JBSWY3DPEHPK3PXP' };

const STEP_MS = 30_000;
const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(DEMO_OPERATOR.secret) });

let signedIn: Promise<APIRequestContext> | undefined;

async function signIn(baseURL: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  for (let attempt = 0; attempt < 4; attempt++) {
    const step = Math.floor(Date.now() / STEP_MS);
    for (const offset of [0, 1]) {
      const code = totp.generate({ timestamp: (step + offset) * STEP_MS });
      const response = await context.post('/api/v1/admin/auth/login', {
        data: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password, code },
      });
      if (response.ok()) return context;
      if (response.status() !== 401) throw new Error(`Operator sign-in failed: ${String(response.status())} ${await response.text()}`);
    }
    // Both codes spent by other workers: the step after next is accepted once the clock reaches the next step.
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - Date.now() + 50));
  }
  throw new Error('The demo operator could not sign in.');
}

/** This worker's signed-in operator API context (cookie operatorToken in its jar). */
export function operatorApi(baseURL: string): Promise<APIRequestContext> {
  signedIn ??= signIn(baseURL);
  return signedIn;
}
