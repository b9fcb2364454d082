// Watch-list alerts: set, validated, owned; fired by an operator's price or status change once per crossing.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { watchAlerts } from '@/lib/server/db/schema';
import approveRoute from '@/pages/api/v1/admin/approvals/[id]/approve';
import adminCompany from '@/pages/api/v1/admin/companies/[slug]';
import alertOne from '@/pages/api/v1/user/watchlist/alerts/[id]';
import alerts from '@/pages/api/v1/user/watchlist/alerts/index';
import watchlistAdd from '@/pages/api/v1/user/watchlist/add';

import { call, expectFieldRefused } from './http';
import { notifiedUser } from './notified';
import { newCompany, newInvestor, newOperator, pricesAt } from './orderFixtures';

type Headers = Record<string, string>;
let operator: { headers: Headers };
let approver: { headers: Headers };

beforeAll(async () => {
  operator = await newOperator();
  approver = await newOperator(['prices']);
});

async function watch(headers: Headers, companyId: number) {
  expect((await call(watchlistAdd, { method: 'POST', headers, body: { companyId } })).status).toBe(200);
}

async function setAlert(headers: Headers, body: Record<string, unknown>) {
  return call(alerts, { method: 'POST', headers, body });
}

/**
 * The operator's change; one beyond the four-eyes threshold waits (202) until a second operator approves
 * it, as on the desk, and the alerts fire when it applies.
 */
async function patch(slug: string, body: Record<string, unknown>) {
  const answer = await call(adminCompany, { method: 'PATCH', headers: operator.headers, query: { slug }, body });
  if (answer.status !== 202) return answer;
  const { id } = (answer.body.data as { approval: { id: number } }).approval;
  return call(approveRoute, { method: 'POST', headers: approver.headers, query: { id: String(id) }, body: {} });
}

const told = (userId: number) => notifiedUser(userId);

const alertRows = async (userId: number) => (await getDb()).$count(watchAlerts, eq(watchAlerts.userId, userId));

describe('watch-list alerts API', () => {
  it('sets, lists and deletes an alert; refuses bad input and companies off the watch list, writing nothing', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ pricePaise: 20_000 });
    const other = await newCompany({ pricePaise: 20_000 });
    await watch(investor.headers, company.id);
    const rows = () => alertRows(investor.id);

    const refuse = (body: Record<string, unknown>, field: string, message: string) =>
      expectFieldRefused(() => setAlert(investor.headers, body), { field, message, rows });
    await refuse(
      { companyId: other.id, kind: 'price_above', levelPaise: 25_000 },
      'companyId',
      'Add this company to your watch list first.',
    );
    await refuse({ companyId: company.id, kind: 'price_above' }, 'levelPaise', 'Enter the price level for this alert.');
    await refuse({ companyId: company.id, kind: 'price_above', levelPaise: 0 }, 'levelPaise', 'levelPaise must be more than 0.');
    await refuse(
      { companyId: company.id, kind: 'price_above', levelPaise: 12.5 },
      'levelPaise',
      'levelPaise must be a whole number of paise.',
    );
    await refuse(
      { companyId: company.id, kind: 'price_above', levelPaise: '25000' },
      'levelPaise',
      'levelPaise must be a number of paise.',
    );
    await refuse({ companyId: company.id, kind: 'sometime', levelPaise: 25_000 }, 'kind', 'Choose price_above, price_below or available.');
    await refuse(
      { companyId: company.id, kind: 'available', levelPaise: 25_000 },
      'levelPaise',
      'An availability alert has no price level.',
    );

    const created = await setAlert(investor.headers, { companyId: company.id, kind: 'price_above', levelPaise: 25_000 });
    expect(created.status).toBe(201);
    const alert = (created.body.data as { alert: { id: number } }).alert;
    expect(created.body.data).toMatchObject({
      created: true,
      alert: { companyId: company.id, kind: 'price_above', levelPaise: 25_000, armed: true },
    });
    const again = await setAlert(investor.headers, { companyId: company.id, kind: 'price_above', levelPaise: 25_000 });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ created: false, alert: { id: alert.id } });

    const list = await call(alerts, { headers: investor.headers });
    expect(list.body.data).toMatchObject({ result: [{ id: alert.id, slug: company.slug, levelPaise: 25_000 }] });

    // Another investor: sees none of it, and cannot delete it.
    const stranger = await newInvestor();
    expect((await call(alerts, { headers: stranger.headers })).body.data).toEqual({ result: [] });
    expect((await call(alertOne, { method: 'DELETE', headers: stranger.headers, query: { id: String(alert.id) } })).status).toBe(404);
    expect(await rows()).toBe(1);

    expect((await call(alertOne, { method: 'DELETE', headers: investor.headers, query: { id: String(alert.id) } })).status).toBe(200);
    expect(await rows()).toBe(0);
    expect((await call(alertOne, { method: 'DELETE', headers: investor.headers, query: { id: String(alert.id) } })).status).toBe(404);
  });
});

describe('alerts fired by an operator change', () => {
  it('price_above fires once per crossing, re-arms below the level and fires again', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ pricePaise: 20_000 });
    await watch(investor.headers, company.id);
    expect((await setAlert(investor.headers, { companyId: company.id, kind: 'price_above', levelPaise: 25_000 })).status).toBe(201);

    expect((await patch(company.slug, pricesAt(25_000))).status).toBe(200); // at the level: not above
    expect((await told(investor.id)).notes).toHaveLength(0);

    expect((await patch(company.slug, pricesAt(26_000))).status).toBe(200);
    let seen = await told(investor.id);
    expect(seen.notes).toEqual([expect.objectContaining({ kind: 'watch.price_above', title: expect.stringContaining(company.name) })]);
    expect(seen.emails).toBe(1);

    expect((await patch(company.slug, pricesAt(27_000))).status).toBe(200); // still above: nothing new
    expect((await told(investor.id)).notes).toHaveLength(1);

    expect((await patch(company.slug, pricesAt(24_000))).status).toBe(200); // back below: re-armed, silent
    expect((await told(investor.id)).notes).toHaveLength(1);
    expect((await patch(company.slug, pricesAt(25_500))).status).toBe(200);
    seen = await told(investor.id);
    expect(seen.notes).toHaveLength(2);
    expect(seen.emails).toBe(2);
  });

  it('price_below fires when the price falls under the level; a refused change fires nothing', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ pricePaise: 20_000 });
    await watch(investor.headers, company.id);
    await setAlert(investor.headers, { companyId: company.id, kind: 'price_below', levelPaise: 18_000 });

    // Refused (the buy-back price would be above the partner price): rolled back with no notification.
    expect((await patch(company.slug, { pricePaise: 17_000, partnerPricePaise: 16_000 })).status).toBe(400);
    expect((await told(investor.id)).notes).toHaveLength(0);

    expect((await patch(company.slug, pricesAt(17_000))).status).toBe(200);
    expect((await told(investor.id)).notes).toEqual([expect.objectContaining({ kind: 'watch.price_below' })]);
    expect((await patch(company.slug, pricesAt(16_500))).status).toBe(200);
    expect((await told(investor.id)).notes).toHaveLength(1);
  });

  it('available fires when a sold-out company becomes available, and again after it sells out and returns', async () => {
    const investor = await newInvestor();
    const company = await newCompany({ pricePaise: 20_000, status: 'Sold Out' });
    await watch(investor.headers, company.id);
    expect((await setAlert(investor.headers, { companyId: company.id, kind: 'available' })).status).toBe(201);

    expect((await patch(company.slug, { status: 'coming_soon' })).status).toBe(200);
    expect((await told(investor.id)).notes).toHaveLength(0);
    expect((await patch(company.slug, { status: 'available' })).status).toBe(200);
    expect((await told(investor.id)).notes).toEqual([expect.objectContaining({ kind: 'watch.available' })]);
    expect((await patch(company.slug, { status: 'available', pricePaise: 21_000 })).status).toBe(200);
    expect((await told(investor.id)).notes).toHaveLength(1);
    expect((await patch(company.slug, { status: 'sold_out' })).status).toBe(200);
    expect((await patch(company.slug, { status: 'available' })).status).toBe(200);
    expect((await told(investor.id)).notes).toHaveLength(2);
  });
});
