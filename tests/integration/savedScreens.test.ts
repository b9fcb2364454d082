// Saved screens (issue 24): the contract (POST 201 with data.id, GET one's own, 404 for anyone else's),
// the 400s per field (a query that does not parse is answered on `query` with its line:column), the
// limit per account, and alerts: a company entering or leaving an alerting screen is told once per
// change, in the transaction that changed it, by notification and email (not the email when marketing
// email is withdrawn).
import { randomUUID } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { companies, emailOutbox, notifications, savedScreens } from '@/lib/server/db/schema';
import { updateAdminCompany } from '@/lib/server/services/companies';
import { updateConsents } from '@/lib/server/services/consents';
import { checkSavedScreens } from '@/lib/server/services/savedScreens';
import { MAX_SCREENS } from '@/lib/validations/screens';
import partnerScreenRoute from '@/pages/api/v1/cp/screens/[id]';
import partnerScreensRoute from '@/pages/api/v1/cp/screens/index';
import screenRoute from '@/pages/api/v1/user/screens/[id]';
import screensRoute from '@/pages/api/v1/user/screens/index';

import { createCompany, createInvestor, createPartner } from './factories';
import { call } from './http';
import { newOperator } from './orderFixtures';

type Screen = { id: number; name: string; query: string; alert: boolean; count: number; lastChange: string | null };

const create = (headers: Record<string, string>, body: Record<string, unknown>) => call(screensRoute, { method: 'POST', headers, body });

/** A sector only this test's companies have, so a screen on it counts only them. */
async function sectorWithCompanies(prices: number[]) {
  const sector = `Screens ${randomUUID().slice(0, 8)}`;
  const rows = [];
  for (const pricePaise of prices) rows.push(await createCompany({ sector, pricePaise, brokerPricePaise: Math.round(pricePaise * 0.9) }));
  return { sector, rows };
}

const screenNotices = async (userId: number) =>
  (await getDb())
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientKind, 'user'), eq(notifications.recipientId, userId), eq(notifications.kind, 'screen.change')));

describe('saved screens: the contract', () => {
  it('saves a screen (201 with data.id), lists one’s own and answers 404 for anyone else’s', async () => {
    const { sector } = await sectorWithCompanies([40_000, 60_000]);
    const owner = await createInvestor();
    const saved = await create(owner.headers, { name: 'Cheap ones', query: `Sector = "${sector}" AND Price < 500`, alert: true });
    expect(saved.status).toBe(201);
    const id = (saved.body.data as Screen).id;
    expect(id).toBeGreaterThan(0);
    expect((saved.body.data as Screen).count).toBe(1);

    const list = await call(screensRoute, { headers: owner.headers });
    expect((list.body.data as { screens: Screen[] }).screens.map((screen) => screen.id)).toEqual([id]);

    const other = await createInvestor();
    expect((await call(screensRoute, { headers: other.headers })).body.data).toEqual({ screens: [] });
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const answer = await call(screenRoute, {
        method,
        headers: other.headers,
        query: { id: String(id) },
        ...(method === 'PATCH' && { body: { alert: false } }),
      });
      expect(answer.status).toBe(404);
    }
    // A partner's screens are their own too: the investor's id is not theirs.
    const partner = await createPartner();
    expect((await call(partnerScreenRoute, { headers: partner.headers, query: { id: String(id) } })).status).toBe(404);
    const partnerSaved = await call(partnerScreensRoute, {
      method: 'POST',
      headers: partner.headers,
      body: { name: 'Cheap ones', query: `Sector = "${sector}"`, alert: false },
    });
    expect(partnerSaved.status).toBe(201);
    expect((partnerSaved.body.data as Screen).count).toBe(2);

    const renamed = await call(screenRoute, {
      method: 'PATCH',
      headers: owner.headers,
      query: { id: String(id) },
      body: { query: `Sector = "${sector}"` },
    });
    expect(renamed.status).toBe(200);
    expect((renamed.body.data as Screen).count).toBe(2);
    expect((await call(screenRoute, { method: 'DELETE', headers: owner.headers, query: { id: String(id) } })).status).toBe(200);
    expect((await call(screenRoute, { headers: owner.headers, query: { id: String(id) } })).status).toBe(404);
  });

  it('answers 400 per field, with the query’s position, and 409 for a second screen of a name', async () => {
    const { headers } = await createInvestor();
    const typo = await create(headers, { name: 'Typo', query: 'Revnue growth > 20', alert: false });
    expect(typo.status).toBe(400);
    expect(typo.body.errors?.query).toMatch(/1:1/);
    expect(typo.body.errors?.query).toMatch(/Revenue growth/);

    const missing = await create(headers, { name: '  ', query: '', alert: 'yes' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(['alert', 'name', 'query']);

    const injection = await create(headers, { name: 'Sneaky', query: `Sector = "x'; DROP TABLE saved_screens; --"`, alert: false });
    expect(injection.status).toBe(201);
    expect((injection.body.data as Screen).count).toBe(0);

    const again = await create(headers, { name: 'SNEAKY', query: 'Price > 1', alert: false });
    expect(again.status).toBe(409);
    expect(again.body.errors?.name).toBeDefined();
  });

  it(`keeps at most ${MAX_SCREENS} screens per account, counted under the account's lock`, async () => {
    const { headers } = await createInvestor();
    const answers = await Promise.all(
      Array.from({ length: MAX_SCREENS + 3 }, (_, index) => create(headers, { name: `Screen ${index}`, query: 'Price > 1', alert: false })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_SCREENS);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
  });
});

describe('saved screens: alerts', () => {
  it('tells the owner once when a company enters and once when it leaves, in the change’s transaction', async () => {
    const { sector, rows } = await sectorWithCompanies([50_500, 70_000]);
    const company = rows[0]!;
    // The alert's email is marketing: this owner gave it at sign-up.
    const owner = await createInvestor({ marketingEmail: true });
    const quiet = await createInvestor();
    const query = `Sector = "${sector}" AND Price < 500`;
    expect((await create(owner.headers, { name: 'Under 500', query, alert: true })).status).toBe(201);
    expect((await create(quiet.headers, { name: 'Under 500', query, alert: false })).status).toBe(201);
    const db = await getDb();
    const operator = await newOperator();

    await updateAdminCompany(db, operator.id, company.slug, { pricePaise: 49_500 });
    let notices = await screenNotices(owner.user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain(`${company.name} entered`);
    // Still inside: no second word.
    await updateAdminCompany(db, operator.id, company.slug, { pricePaise: 49_000 });
    expect(await screenNotices(owner.user.id)).toHaveLength(1);
    await updateAdminCompany(db, operator.id, company.slug, { pricePaise: 51_000 });
    notices = await screenNotices(owner.user.id);
    expect(notices).toHaveLength(2);
    expect(notices.map((notice) => notice.body).join(' ')).toContain(`${company.name} left`);
    // The screen without alerts changed its members silently.
    expect(await screenNotices(quiet.user.id)).toHaveLength(0);
    const quietList = ((await call(screensRoute, { headers: quiet.headers })).body.data as { screens: Screen[] }).screens;
    expect(quietList[0]!.count).toBe(0);
    expect(quietList[0]!.lastChange).toBe(`${company.name} left.`);

    const emails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, owner.user.email));
    expect(emails.filter((email) => email.subject.includes('Under 500'))).toHaveLength(2);
  });

  it('announces a move once when two transactions check the same change', async () => {
    const { sector, rows } = await sectorWithCompanies([60_000]);
    const company = rows[0]!;
    const owner = await createInvestor();
    expect((await create(owner.headers, { name: 'Cheap', query: `Sector = "${sector}" AND Price < 500`, alert: true })).status).toBe(201);
    const db = await getDb();
    // The price written without the service (the screener row follows by trigger), then checked twice at once.
    await db.update(companies).set({ pricePaise: 40_000 }).where(eq(companies.id, company.id));
    await Promise.all([1, 2].map(() => db.transaction((tx) => checkSavedScreens(tx, [company.id]))));
    expect(await screenNotices(owner.user.id)).toHaveLength(1);
  });

  it('sends no email, but the notification, when the owner withdrew marketing email', async () => {
    const { sector, rows } = await sectorWithCompanies([50_500]);
    const owner = await createInvestor({ marketingEmail: true });
    const db = await getDb();
    await updateConsents(db, { kind: 'user', id: owner.user.id }, { consents: [{ purpose: 'marketing_email', granted: false }] });
    expect((await create(owner.headers, { name: 'Quiet mail', query: `Sector = "${sector}" AND Price < 500`, alert: true })).status).toBe(
      201,
    );
    await updateAdminCompany(db, (await newOperator()).id, rows[0]!.slug, { pricePaise: 49_500 });
    expect(await screenNotices(owner.user.id)).toHaveLength(1);
    const emails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, owner.user.email), sql`${emailOutbox.subject} like ${'%Quiet mail%'}`));
    expect(emails).toHaveLength(0);
  });

  it('never lets a screen that fails on a company’s figures undo the change being checked', async () => {
    const { sector, rows } = await sectorWithCompanies([50_500]);
    const company = rows[0]!;
    const owner = await createInvestor();
    const db = await getDb();
    // Saved before the figures made it fail (the API would refuse it now): ₹495 × 10^306 overflows a double.
    await db.insert(savedScreens).values({
      ownerKind: 'user',
      ownerId: owner.user.id,
      name: 'Overflowing',
      query: `Sector = "${sector}" AND Price * 1${'0'.repeat(306)} > 1`,
      alert: true,
    });
    expect((await create(owner.headers, { name: 'Fine', query: `Sector = "${sector}" AND Price < 500`, alert: true })).status).toBe(201);
    await updateAdminCompany(db, (await newOperator()).id, company.slug, { pricePaise: 49_500 });
    const [after] = await db.select({ pricePaise: companies.pricePaise }).from(companies).where(eq(companies.id, company.id));
    expect(after?.pricePaise).toBe(49_500);
    const notices = await screenNotices(owner.user.id);
    expect(notices.map((notice) => notice.title)).toEqual([expect.stringContaining('Fine')]);
  });
});
