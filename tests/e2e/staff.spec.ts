// Staff and roles (issue 22), as the people do it: the admin invites a KYC reviewer, who opens the
// emailed link signed out, sets a password, enrols the authenticator from the secret shown, signs in,
// sees only the desk and KYC review, is turned away from payouts, and verifies a submitted KYC: opens its
// documents beside the details and ticks the checklist.
import { randomUUID } from 'node:crypto';

import { seriousViolations } from './axe';
import { createInvestor, expect, submitKyc, test, uniquePan } from './fixtures';
import { openStaffLink, operatorPage, verifyKycInConsole } from './operator';

const PASSWORD = 'Reviewer-pass-123';

test('an admin invites a KYC reviewer, who joins, signs in and works only the KYC queue', async ({ browser, baseURL, playwright }) => {
  test.setTimeout(150_000);
  const email = `reviewer-${randomUUID().slice(0, 8)}@example.test`;

  // The admin invites them from the staff list.
  const admin = await operatorPage(browser, baseURL!);
  await admin.goto('/admin/staff');
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await admin.getByRole('link', { name: 'Invite a person' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Invite a person' })).toBeVisible();
  // Nothing chosen: the form says so, and nothing is sent.
  await admin.getByLabel('Full name').fill('Kavya Reviewer');
  await admin.getByLabel('Email').fill(email);
  await admin.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(admin.getByText('Choose at least one role.')).toBeVisible();
  await admin.getByLabel('KYC review').check();
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Kavya Reviewer' })).toBeVisible();
  await expect(admin.getByText('Invitation sent.', { exact: false })).toBeVisible();
  await expect(admin.getByText('Invited', { exact: true })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  // The email's link, opened signed out.
  const { context: reviewerContext, page: reviewer, totp } = await openStaffLink(browser, baseURL!, email);
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Welcome, Kavya Reviewer' })).toBeVisible();
  await expect(reviewer.getByRole('img', { name: 'QR code of your authenticator secret' })).toBeVisible();
  await reviewer.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await reviewer.getByLabel('New password again').fill('Something-else-1');
  await reviewer.getByLabel('Authenticator code').fill(totp.generate());
  await reviewer.getByRole('button', { name: 'Join' }).click();
  await expect(reviewer.getByText('The two passwords differ.')).toBeVisible();
  await reviewer.getByLabel('New password again').fill(PASSWORD);
  await reviewer.getByRole('button', { name: 'Join' }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'You are in' })).toBeVisible();

  // They sign in with the next step's code (this step's was spent joining).
  await reviewer.getByRole('link', { name: 'Go to the operator sign-in' }).click();
  await reviewer.getByLabel('Email').fill(email);
  await reviewer.getByLabel('Password').fill(PASSWORD);
  await reviewer.getByLabel('Authenticator code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await reviewer.getByRole('button', { name: 'Sign in' }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Desk' })).toBeVisible();
  const sidebar = reviewer.getByRole('navigation', { name: 'Operator console' });
  await expect(sidebar.getByRole('link', { name: 'Desk' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'KYC' })).toBeVisible();
  for (const hidden of ['Orders', 'Payouts', 'Staff', 'Settings']) await expect(sidebar.getByRole('link', { name: hidden })).toHaveCount(0);
  await expect(reviewer.getByRole('region', { name: 'KYC to review' })).toBeVisible();
  await expect(reviewer.getByRole('region', { name: 'Payments to confirm' })).toHaveCount(0);

  // Payouts are not theirs: the page says so (403), and so does the API.
  const refused = await reviewer.goto('/admin/payouts');
  expect(refused?.status()).toBe(403);
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeVisible();
  expect((await reviewer.request.get('/api/v1/admin/payouts')).status()).toBe(403);

  // An investor uploads their documents and submits KYC; the reviewer opens the documents beside the
  // details, ticks the checklist and verifies it.
  const investor = await playwright.request.newContext({ baseURL });
  await createInvestor(investor, { fullName: 'Roles Tester' });
  const submitted = await submitKyc(investor, {
    depository: 'NSDL',
    dpId: 'in301234',
    clientId: '10234567',
    bankAccountName: 'Roles Tester',
    bankAccountNumber: '123456789012',
    ifsc: 'hdfc0001234',
    pan: uniquePan(),
  });
  expect(submitted.status()).toBeLessThan(300);
  const code = ((await (await investor.get('/api/v1/user/dashBoard/overview/userDetail')).json()).data[0] as { userUniqueCode: string })
    .userUniqueCode;
  await investor.dispose();
  await reviewer.goto('/admin/kyc');
  const card = reviewer.locator(`#kyc-${code}`);
  const documents = card.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: /^Open / })).toHaveCount(3);
  const opened = reviewer.waitForEvent('popup');
  await documents.getByRole('link', { name: 'Open PAN card' }).click();
  const panCard = await opened;
  await panCard.waitForLoadState();
  expect(panCard.url()).toMatch(/\/api\/v1\/admin\/kyc\/documents\/\d+$/);
  await panCard.close();
  // The file itself: its checked type, never sniffed; and not for the investor's other visitors.
  const href = (await documents.getByRole('link', { name: 'Open PAN card' }).getAttribute('href'))!;
  const file = await reviewer.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  const stranger = await playwright.request.newContext({ baseURL });
  expect((await stranger.get(href)).status()).toBe(401);
  await stranger.dispose();
  // Verifying needs the whole checklist: the form says so until every item is ticked.
  const verify = card.getByRole('form', { name: 'Verify the KYC of Roles Tester' });
  await verify.getByRole('button', { name: 'Verify KYC' }).click();
  await expect(verify.getByText('Tick every item of the checklist before verifying', { exact: false })).toBeVisible();
  expect(await seriousViolations(reviewer)).toEqual([]);
  await verifyKycInConsole(reviewer, code);
  await expect(reviewer.getByTestId('notice')).toHaveText('Roles Tester: KYC verified.');

  // The admin sees them active, and can take the role away.
  await admin.reload();
  await expect(admin.getByText('Active', { exact: true })).toBeVisible();
  await admin.getByLabel('KYC review').uncheck();
  await admin.getByLabel('Auditor (read only)').check();
  await admin.getByRole('button', { name: 'Save roles' }).click();
  await expect(admin.getByTestId('notice')).toHaveText('Saved.');
  await reviewer.goto('/admin/kyc');
  await expect(reviewer.getByRole('heading', { level: 1, name: 'KYC review' })).toBeVisible();
  expect((await reviewer.request.post(`/api/v1/admin/kyc/${code}`, { data: { status: 'verified' } })).status()).toBe(403);
  await reviewerContext.close();
  await admin.context().close();
});
