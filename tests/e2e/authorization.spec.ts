// Every signed-in page as six identities: anonymous, two investors, two partners and a visitor holding
// both tokens. Checked over HTTP without following redirects, so each answer is seen as it is.
import type { APIRequestContext } from '@playwright/test';

import { createInvestor, createPartner, expect, test } from './fixtures';
import { INVESTOR_ROUTES, OPERATOR_RECORD_ROUTES, OPERATOR_ROUTES, PARTNER_ROUTES } from './routes';

type Who = 'anonymous' | 'investorA' | 'investorB' | 'partnerA' | 'partnerB' | 'both';

/** Where each identity must land: 200, or a redirect to a path starting so. */
function expected(who: Who, area: 'investor' | 'partner' | 'operator', path: string): { status: 200 } | { redirect: string } {
  const next = encodeURIComponent(path);
  // No investor or partner token opens the operator console: everyone here is sent to its sign-in.
  if (area === 'operator') return { redirect: `/admin/login?next=${next}` };
  const signIn = area === 'investor' ? '/login?next=' : '/Cp/signin?next=';
  if (who === 'both') return { redirect: '/unauthorized' };
  if (who === 'anonymous') return { redirect: `${signIn}${next}` };
  const isInvestor = who.startsWith('investor');
  // Checkout needs verified KYC: these new investors have none, so it sends them to submit it.
  if (area === 'investor' && isInvestor && path === '/dashboard/checkout') return { redirect: '/dashboard/kyc' };
  if ((area === 'investor') === isInvestor) return { status: 200 };
  return { redirect: `${signIn}${next}` };
}

test('signed-in pages answer each identity as they should', async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  const contexts: Partial<Record<Who, APIRequestContext>> = {};
  const tokens: Record<string, string> = {};
  for (const who of ['investorA', 'investorB', 'partnerA', 'partnerB'] as const) {
    const context = await playwright.request.newContext({ baseURL });
    await (who.startsWith('investor') ? createInvestor : createPartner)(context);
    const cookie = (await context.storageState()).cookies.find(
      (c) => c.name === (who.startsWith('investor') ? 'userToken' : 'partnerToken'),
    )!;
    tokens[who] = `${cookie.name}=${cookie.value}`;
    await context.dispose();
  }
  const cookieHeader: Record<Who, string | undefined> = {
    anonymous: undefined,
    investorA: tokens.investorA,
    investorB: tokens.investorB,
    partnerA: tokens.partnerA,
    partnerB: tokens.partnerB,
    both: `${tokens.investorA}; ${tokens.partnerA}`,
  };
  for (const who of Object.keys(cookieHeader) as Who[]) {
    const header = cookieHeader[who];
    contexts[who] = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { ...(header && { cookie: `${header}; accept_cookie=true; accept_banner_cookie=true` }) },
    });
  }

  const problems: string[] = [];
  const pages = [
    ...INVESTOR_ROUTES.map((path) => ({ path, area: 'investor' as const })),
    ...PARTNER_ROUTES.map((path) => ({ path, area: 'partner' as const })),
    ...OPERATOR_ROUTES.map((path) => ({ path, area: 'operator' as const })),
    ...OPERATOR_RECORD_ROUTES.map((route) => ({ path: route.example, area: 'operator' as const })),
  ];
  for (const { path, area } of pages) {
    for (const who of Object.keys(contexts) as Who[]) {
      const response = await contexts[who]!.get(path, { maxRedirects: 0 });
      const want = expected(who, area, path);
      const location = response.headers().location ?? '';
      const landed = location ? new URL(location, baseURL).pathname + new URL(location, baseURL).search : '';
      if ('status' in want) {
        if (response.status() !== 200) problems.push(`${who} ${path}: ${response.status()} ${landed}, expected 200`);
      } else if (![302, 303, 307, 308].includes(response.status()) || !landed.startsWith(want.redirect)) {
        problems.push(`${who} ${path}: ${response.status()} ${landed}, expected a redirect to ${want.redirect}`);
      }
    }
  }
  for (const context of Object.values(contexts)) await context.dispose();
  expect(problems).toEqual([]);
});
