// Playwright fixtures: every test makes its own accounts, so tests run in parallel and in any order.
import { randomUUID } from 'node:crypto';

import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export const DEMO = {
  investor: { email: 'investor@example.com', password: 'Investor@123' },
  partner: { email: 'partner@example.com', password: 'Partner@123' },
};

export interface Account {
  fullName: string;
  email: string;
  phone: string;
  password: string;
}

export function newAccount(fullName = 'Test Investor'): Account {
  const id = randomUUID().replace(/-/g, '');
  const digits = String(parseInt(id.slice(0, 12), 16)).slice(-9).padStart(9, '0');
  return { fullName, email: `e2e-${id.slice(0, 16)}@example.test`, phone: `7${digits}`, password: 'E2e-password-1' };
}

/** Marks the disclaimer and the cookie banner as accepted, as a returning visitor would have. */
export async function acceptDisclaimer(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    { name: 'accept_cookie', value: 'true', url: baseURL },
    { name: 'accept_banner_cookie', value: 'true', url: baseURL },
  ]);
}

/** Registers through the API; the context's cookie jar (shared with its pages) keeps the token. */
export async function register(request: APIRequestContext, role: 'user' | 'partner', account = newAccount()) {
  const path = role === 'user' ? '/api/v1/user/auth/register' : '/api/v1/cp/auth/register';
  const response = await request.post(path, { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return { account, data: (await response.json()).data as Record<string, string | number> };
}

interface Fixtures {
  /** A page whose visitor has already accepted the disclaimer and the cookie banner. */
  acceptedPage: Page;
}

export const test = base.extend<Fixtures>({
  acceptedPage: async ({ page, context, baseURL }, use) => {
    await acceptDisclaimer(context, baseURL!);
    await use(page);
  },
});

export { expect };
