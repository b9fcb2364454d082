// Runs once before the specs (the "setup" project): signs the demo operator in and keeps the session
// for every spec that needs an operator (tests/e2e/operator.ts).
import { expect, test as setup } from '@playwright/test';

import { OPERATOR_STATE, SECOND_OPERATOR_STATE, signInDemoOperator, staffPage } from './operator';

setup('the demo operator signs in once for the run', async ({ request, browser, baseURL }) => {
  setup.setTimeout(150_000);
  await signInDemoOperator(request);
  const me = await request.get('/api/v1/admin/auth/me');
  expect(me.status()).toBe(200);
  await request.storageState({ path: OPERATOR_STATE });
  // Four eyes: a change the demo operator proposes needs another person; specs approve as this admin.
  const second = await staffPage(browser, baseURL!, ['admin'], 'Second Admin');
  await second.context().storageState({ path: SECOND_OPERATOR_STATE });
  await second.context().close();
});
