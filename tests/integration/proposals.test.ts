// Proposals: a partner proposes to their own client only, within the price range; the client accepts
// (a real order reserving stock, the same order for the same key) or declines; expired ones are refused.
import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { orders, proposals } from '@/lib/server/db/schema';
import { getServerSideProps as overviewPage } from '@/lib/server/loaders/dashboard/index';
import { expireOverdueProposals } from '@/lib/server/services/proposals';
import cpProposals from '@/pages/api/v1/cp/proposals/index';
import withdraw from '@/pages/api/v1/cp/proposals/[id]/withdraw';
import userProposals from '@/pages/api/v1/user/proposals/index';
import accept from '@/pages/api/v1/user/proposals/[id]/accept';
import decline from '@/pages/api/v1/user/proposals/[id]/decline';
import orderDetail from '@/pages/api/v1/user/orders/[id]/index';

import { createInvestor, createPartner, verifyKyc } from './factories';
import { call, cookieFor } from './http';
import { checkInvariants, companyStock, newCompany } from './orderFixtures';

async function partnerWithClient(verified = true) {
  const partner = await createPartner();
  const client = await createInvestor({ fullName: 'Proposal Client', partnershipCode: partner.partner.partnershipCode });
  if (verified) await verifyKyc(client.user.id);
  return { partner, client };
}

const propose = (headers: Record<string, string>, body: unknown) => call(cpProposals, { method: 'POST', headers, body });
const partnerPrice = (pricePaise: number) => Math.round((pricePaise * 0.96) / 5) * 5;

describe('POST /api/v1/cp/proposals', () => {
  it('proposes to the partner’s own client and notifies them', async () => {
    const { partner, client } = await partnerWithClient();
    const company = await newCompany();
    const created = await propose(partner.headers, {
      clientCode: client.user.userUniqueCode,
      slug: company.slug,
      quantity: 10,
      pricePaise: 12_000,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'open', quantity: 10, pricePaise: 12_000, clientCode: client.user.userUniqueCode });
    const listed = await call(userProposals, { headers: client.headers });
    const data = listed.body.data as { result: Record<string, unknown>[]; total: number; page: number };
    expect(data.total).toBe(1);
    expect(data.result[0]).toMatchObject({ slug: company.slug, pricePaise: 12_000, status: 'open' });
    // Investors never see partner prices.
    expect(JSON.stringify(listed.body)).not.toContain('partnerPrice');
    expect(JSON.stringify(listed.body)).not.toContain(String(partnerPrice(company.pricePaise)));
  });

  it('refuses bad input field by field, and writes nothing', async () => {
    const { partner, client } = await partnerWithClient();
    const other = await partnerWithClient();
    const company = await newCompany();
    const soldOut = await newCompany({ status: 'Sold Out' });
    const good = { clientCode: client.user.userUniqueCode, slug: company.slug, quantity: 10, pricePaise: 12_000 };
    const cases: [unknown, string][] = [
      [{ ...good, clientCode: '' }, 'clientCode'],
      [{ ...good, clientCode: other.client.user.userUniqueCode }, 'clientCode'],
      [{ ...good, clientCode: 'NOPE-404' }, 'clientCode'],
      [{ ...good, slug: 'no-such-company-x' }, 'slug'],
      [{ ...good, slug: soldOut.slug }, 'slug'],
      [{ ...good, quantity: 5 }, 'quantity'],
      [{ ...good, quantity: 10.5 }, 'quantity'],
      [{ ...good, quantity: 'ten' }, 'quantity'],
      [{ ...good, pricePaise: partnerPrice(company.pricePaise) - 1 }, 'pricePaise'],
      [{ ...good, pricePaise: company.pricePaise + 1 }, 'pricePaise'],
      [{ ...good, pricePaise: 12_000.5 }, 'pricePaise'],
      [{ ...good, pricePaise: undefined }, 'pricePaise'],
    ];
    for (const [body, field] of cases) {
      const answer = await propose(partner.headers, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors?.[field], JSON.stringify(body)).toBeTruthy();
    }
    const range = await propose(partner.headers, { ...good, pricePaise: company.pricePaise + 1 });
    expect(range.body.errors?.pricePaise).toMatch(/between ₹118\.50 and ₹123\.45/);
    const db = await getDb();
    expect(await db.select().from(proposals).where(eq(proposals.userId, client.user.id))).toHaveLength(0);
    // The same refusal for someone else's client as for an unknown code: nothing revealed.
    const theirs = await propose(partner.headers, { ...good, clientCode: other.client.user.userUniqueCode });
    const unknown = await propose(partner.headers, { ...good, clientCode: 'NOPE-404' });
    expect(theirs.body).toEqual(unknown.body);
  });

  it('answers the same proposal for the same Idempotency-Key, and writes one', async () => {
    const { partner, client } = await partnerWithClient();
    const company = await newCompany();
    const body = { clientCode: client.user.userUniqueCode, slug: company.slug, quantity: 10, pricePaise: 12_000 };
    const headers = { ...partner.headers, 'idempotency-key': randomUUID() };
    const first = await propose(headers, body);
    expect(first.status).toBe(201);
    const again = await propose(headers, body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const db = await getDb();
    expect(await db.select().from(proposals).where(eq(proposals.userId, client.user.id))).toHaveLength(1);
    // The same key for another request is refused; a new key proposes again.
    expect((await propose(headers, { ...body, quantity: 20 })).status).toBe(422);
    expect((await propose({ ...partner.headers, 'idempotency-key': randomUUID() }, body)).status).toBe(201);
    expect(await db.select().from(proposals).where(eq(proposals.userId, client.user.id))).toHaveLength(2);
    // A malformed key is a 400, not a silent proposal.
    expect((await propose({ ...partner.headers, 'idempotency-key': 'k'.repeat(500) }, body)).status).toBe(400);
    expect(await db.select().from(proposals).where(eq(proposals.userId, client.user.id))).toHaveLength(2);
  });

  it('is for partners only', async () => {
    const { client } = await partnerWithClient();
    expect((await call(cpProposals, { headers: client.headers })).status).toBeGreaterThanOrEqual(401);
    expect((await call(cpProposals)).status).toBe(401);
    expect((await call(userProposals)).status).toBe(401);
  });
});

describe('accepting and declining', () => {
  async function openProposal(quantity = 10, pricePaise = 12_000) {
    const setup = await partnerWithClient();
    const company = await newCompany({ available: 100 });
    const created = await propose(setup.partner.headers, {
      clientCode: setup.client.user.userUniqueCode,
      slug: company.slug,
      quantity,
      pricePaise,
    });
    expect(created.status).toBe(201);
    return { ...setup, company, id: String((created.body.data as { id: number }).id) };
  }

  it('places a real order at the proposal’s price, the same order for the same key, 409 for another key', async () => {
    const { client, partner, company, id } = await openProposal();
    const key = randomUUID();
    const first = await call(accept, { method: 'POST', query: { id }, headers: { ...client.headers, 'idempotency-key': key } });
    expect(first.status).toBe(201);
    const order = (first.body.data as { order: { id: number; pricePaise: number; status: string; quantity: number } }).order;
    expect(order).toMatchObject({ pricePaise: 12_000, status: 'awaiting_payment', quantity: 10 });
    const detail = await call(orderDetail, { query: { id: String(order.id) }, headers: client.headers });
    expect(first.body.data).toEqual({ order: detail.body.data });
    expect(await companyStock(company.id)).toMatchObject({ available: 90, reserved: 10 });
    const again = await call(accept, { method: 'POST', query: { id }, headers: { ...client.headers, 'idempotency-key': key } });
    expect(again.status).toBe(201);
    expect((again.body.data as { order: { id: number } }).order.id).toBe(order.id);
    const other = await call(accept, { method: 'POST', query: { id }, headers: { ...client.headers, 'idempotency-key': randomUUID() } });
    expect(other.status).toBe(409);
    expect(await companyStock(company.id)).toMatchObject({ available: 90, reserved: 10 });
    const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ partnerId: partner.partner.id, partnerPricePaise: partnerPrice(company.pricePaise) });
    const inv = await checkInvariants(company.id);
    expect(inv.reservedByOrders).toBe(inv.stock.reserved);
    // Withdrawing or declining an accepted proposal is a 409.
    expect((await call(withdraw, { method: 'POST', query: { id }, headers: partner.headers })).status).toBe(409);
    expect((await call(decline, { method: 'POST', query: { id }, headers: client.headers })).status).toBe(409);
  });

  it('needs an Idempotency-Key, a verified KYC, and the client’s own proposal', async () => {
    const { client, id } = await openProposal();
    expect((await call(accept, { method: 'POST', query: { id }, headers: client.headers })).status).toBe(400);
    const stranger = await createInvestor();
    await verifyKyc(stranger.user.id);
    const headers = { ...stranger.headers, 'idempotency-key': randomUUID() };
    expect((await call(accept, { method: 'POST', query: { id }, headers })).status).toBe(404);
    expect((await call(decline, { method: 'POST', query: { id }, headers: stranger.headers })).status).toBe(404);
    expect((await call(accept, { method: 'POST', query: { id: 'abc' }, headers })).status).toBe(404);
    const unverified = await partnerWithClient(false);
    const company = await newCompany();
    const created = await propose(unverified.partner.headers, {
      clientCode: unverified.client.user.userUniqueCode,
      slug: company.slug,
      quantity: 10,
      pricePaise: 12_000,
    });
    const notKyc = await call(accept, {
      method: 'POST',
      query: { id: String((created.body.data as { id: number }).id) },
      headers: { ...unverified.client.headers, 'idempotency-key': randomUUID() },
    });
    expect(notKyc.status).toBeGreaterThanOrEqual(400);
    expect(notKyc.status).toBeLessThan(500);
  });

  it('another partner never sees or withdraws the proposal', async () => {
    const { partner, id } = await openProposal();
    const other = await createPartner();
    expect((await call(withdraw, { method: 'POST', query: { id }, headers: other.headers })).status).toBe(404);
    const list = await call(cpProposals, { headers: other.headers });
    expect((list.body.data as { total: number }).total).toBe(0);
    const mine = await call(cpProposals, { headers: partner.headers, query: { status: 'open' } });
    expect((mine.body.data as { total: number }).total).toBe(1);
    expect((await call(cpProposals, { headers: partner.headers, query: { status: 'nope' } })).status).toBe(400);
    const withdrawn = await call(withdraw, { method: 'POST', query: { id }, headers: partner.headers });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn' });
  });

  it('declines, and refuses an expired proposal', async () => {
    const { client, id } = await openProposal();
    const declined = await call(decline, { method: 'POST', query: { id }, headers: client.headers });
    expect(declined.body.data).toMatchObject({ status: 'declined' });
    const second = await openProposal();
    await (
      await getDb()
    )
      .update(proposals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(proposals.id, Number(second.id)));
    const refused = await call(accept, {
      method: 'POST',
      query: { id: second.id },
      headers: { ...second.client.headers, 'idempotency-key': randomUUID() },
    });
    expect(refused.status).toBe(409);
    const listed = await call(userProposals, { headers: second.client.headers });
    expect((listed.body.data as { result: { status: string }[] }).result[0]?.status).toBe('expired');
  });

  it('refuses a proposal whose price left the current range (409)', async () => {
    const { client, company, id } = await openProposal(10, 12_345);
    const { companies } = await import('@/lib/server/db/schema');
    await (await getDb()).update(companies).set({ pricePaise: 12_200 }).where(eq(companies.id, company.id));
    const refused = await call(accept, { method: 'POST', query: { id }, headers: { ...client.headers, 'idempotency-key': randomUUID() } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/no longer allowed/);
  });
});

describe('expiry and the investor’s overview', () => {
  function context(headers: Record<string, string>) {
    const req = new IncomingMessage(new Socket());
    req.url = '/dashboard';
    req.headers = { host: 'localhost:3000', ...headers };
    return { req, res: new ServerResponse(req), resolvedUrl: '/dashboard', query: {} } as unknown as GetServerSidePropsContext;
  }

  it('lists open proposals on the overview; one past its 7 days is swept to expired everywhere and left off', async () => {
    const { partner, client } = await partnerWithClient();
    const company = await newCompany();
    const body = { clientCode: client.user.userUniqueCode, slug: company.slug, quantity: 10, pricePaise: 12_000 };
    const kept = (await propose(partner.headers, body)).body.data as { id: number };
    const lapsing = (await propose(partner.headers, { ...body, quantity: 20 })).body.data as { id: number };
    const overview = async () => {
      const result = await overviewPage(context(await cookieFor('user', client.user.id)));
      if (!('props' in result)) throw new Error('The overview did not render.');
      return result.props.openProposals;
    };
    const before = await overview();
    expect(before.total).toBe(2);
    expect(before.result.map((row) => row.id).sort()).toEqual([kept.id, lapsing.id].sort());
    expect(before.result[0]).toMatchObject({ companyName: company.name, partnerName: partner.partner.fullName });
    expect(JSON.stringify(before)).not.toContain('partnerPrice');

    const db = await getDb();
    await db
      .update(proposals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(proposals.id, lapsing.id));
    // The minute timer's sweep marks it (and a second sweep finds nothing left to do for it).
    expect(await expireOverdueProposals(db)).toBeGreaterThanOrEqual(1);
    const [row] = await db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, lapsing.id));
    expect(row?.status).toBe('expired');
    const after = await overview();
    expect(after).toMatchObject({ total: 1, result: [{ id: kept.id, quantity: 10 }] });
    const partnerList = await call(cpProposals, { headers: partner.headers });
    const statuses = (partnerList.body.data as { result: { id: number; status: string }[] }).result;
    expect(statuses.find((item) => item.id === lapsing.id)?.status).toBe('expired');
    expect(statuses.find((item) => item.id === kept.id)?.status).toBe('open');
  });
});
