// One start of the server, for tests that need a start of their own: what `npm start` runs before it
// listens (startServer, lib/server/startup.ts, which Next calls from instrumentation.ts), with this
// process's settings and database. With --sign-in, then tries the README's demo credentials through the
// real sign-in handlers, and the first load-test investor's, and prints one line:
// `sign-in: {"investor":401,"partner":401,"operator":401,"loadInvestor":401}`.
//   node --import tsx tests/support/startOnce.ts [--sign-in]
// Next's API resolver patched for testApiHandler before anything imports Next.
import { testApiHandler } from 'next-test-api-route-handler';
import type { NextApiHandler } from 'next';
import { Secret, TOTP } from 'otpauth';

import { closeDb } from '@/lib/server/db/client';
import { DEMO_INVESTOR, DEMO_OPERATOR, DEMO_PARTNER, LOAD_INVESTOR } from '@/lib/server/db/seedData/accounts';
import { startServer } from '@/lib/server/startup';

async function post(handler: NextApiHandler, body: unknown): Promise<number> {
  let status = 0;
  await testApiHandler({
    pagesHandler: handler,
    test: async ({ fetch }) => {
      const response = await fetch({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      status = response.status;
    },
  });
  return status;
}

async function signInAsDemoAccounts() {
  const { default: userLogin } = await import('@/pages/api/v1/user/auth/login');
  const { default: partnerLogin } = await import('@/pages/api/v1/cp/auth/login');
  const { default: operatorLogin } = await import('@/pages/api/v1/admin/auth/login');
  const code = new TOTP({ secret: Secret.fromBase32(DEMO_OPERATOR.totpSecret) }).generate();
  return {
    investor: await post(userLogin, { email: DEMO_INVESTOR.email, password: DEMO_INVESTOR.password }),
    partner: await post(partnerLogin, { email: DEMO_PARTNER.email, password: DEMO_PARTNER.password }),
    operator: await post(operatorLogin, { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password, code }),
    loadInvestor: await post(userLogin, { email: LOAD_INVESTOR.email(1), password: LOAD_INVESTOR.password }),
  };
}

async function main() {
  await startServer();
  if (process.argv.includes('--sign-in')) process.stdout.write(`sign-in: ${JSON.stringify(await signInAsDemoAccounts())}\n`);
  await closeDb();
  // The start's timers (order expiry, outbox) would keep a server running; this one is done.
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
