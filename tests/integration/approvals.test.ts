// Four eyes on prices (issue 22), through the API routes: a change within the threshold applies at
// once with its source; beyond it the answer is 202 with the approval and nothing changes; the proposer
// and staff without the prices role cannot decide it (403); another prices person approves it and it
// applies at once (history, source, audit naming both) or rejects it with a reason and nothing changes.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { istDate } from '@/lib/reports/dates';
import { getDb } from '@/lib/server/db/client';
import { auditLog, companyPrices } from '@/lib/server/db/schema';
import { APPROVAL_MESSAGES } from '@/lib/server/services/approvals';
import { PRICE_ORDER_MESSAGES } from '@/lib/prices/controls';
import { PRICE_SOURCE_WITHOUT_PRICE } from '@/lib/validations/orders';
import approveRoute from '@/pages/api/v1/admin/approvals/[id]/approve';
import rejectRoute from '@/pages/api/v1/admin/approvals/[id]/reject';
import approvalsRoute from '@/pages/api/v1/admin/approvals/index';
import companyRoute from '@/pages/api/v1/admin/companies/[slug]';

import { call } from './http';
import { newCompany, newOperator, pricesAt } from './orderFixtures';

type Staff = Awaited<ReturnType<typeof newOperator>>;
let proposer: Staff;
let checker: Staff;
let kycPerson: Staff;

beforeAll(async () => {
  [proposer, checker, kycPerson] = await Promise.all([newOperator(['prices']), newOperator(['prices']), newOperator(['kyc'])]);
});

const patch = (who: Staff, slug: string, body: Record<string, unknown>) =>
  call(companyRoute, { method: 'PATCH', headers: who.headers, query: { slug }, body });
const read = async (slug: string) =>
  (await call(companyRoute, { headers: checker.headers, query: { slug } })).body.data as {
    pricePaise: number;
    priceSource: string;
    priceNote: string | null;
    priceAsOf: string;
  };
const decide = (route: typeof approveRoute | typeof rejectRoute, who: Staff, id: number, body: Record<string, unknown> = {}) =>
  call(route, { method: 'POST', headers: who.headers, query: { id: String(id) }, body });

describe('price changes with sources and four eyes', () => {
  it('a change within the threshold applies at once with its source and note, on the company and in its history', async () => {
    const company = await newCompany({ pricePaise: 20_000 });
    const answer = await patch(proposer, company.slug, { pricePaise: 21_000, priceSource: 'trade', priceNote: 'Block of 500 at ₹210' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ pricePaise: 21_000, priceSource: 'trade', priceNote: 'Block of 500 at ₹210', approval: null });
    const [point] = await (
      await getDb()
    )
      .select({ pricePaise: companyPrices.pricePaise, source: companyPrices.source, note: companyPrices.note })
      .from(companyPrices)
      .where(and(eq(companyPrices.companyId, company.id), eq(companyPrices.day, istDate(new Date()))));
    expect(point).toEqual({ pricePaise: 21_000, source: 'trade', note: 'Block of 500 at ₹210' });
    // No source given: the desk's estimate.
    await patch(proposer, company.slug, { pricePaise: 21_500 });
    expect(await read(company.slug)).toMatchObject({ pricePaise: 21_500, priceSource: 'desk_estimate', priceNote: null });
  });

  it('beyond the threshold: 202 with the approval, nothing changes, and only another prices person may decide it', async () => {
    const company = await newCompany({ pricePaise: 20_000 });
    const before = await read(company.slug);
    const proposed = await patch(proposer, company.slug, {
      pricePaise: 26_000,
      partnerPricePaise: 25_000,
      priceSource: 'funding_round',
      priceNote: 'Series D',
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(202);
    const { id } = (proposed.body.data as { approval: { id: number } }).approval;
    expect(id).toEqual(expect.any(Number));
    expect(await read(company.slug)).toEqual(before);

    // The queue: the prices people see it with its summary and age; a KYC reviewer does not.
    const queue = await call(approvalsRoute, { headers: checker.headers, query: { limit: '50' } });
    const listed = (queue.body.data as { result: { id: number; summary: string }[] }).result.find((row) => row.id === id);
    expect(listed?.summary).toMatch(
      /^Investor price of .+ from ₹200\.00 to ₹260\.00 \(\+30\.0% today\); Partner price of .+ from ₹192\.00 to ₹250\.00 \(\+30\.2% today\)$/,
    );
    const theirs = await call(approvalsRoute, { headers: kycPerson.headers, query: { limit: '50' } });
    expect((theirs.body.data as { result: { id: number }[] }).result.map((row) => row.id)).not.toContain(id);

    expect(await decide(approveRoute, proposer, id)).toMatchObject({ status: 403, body: { message: APPROVAL_MESSAGES.ownProposal } });
    expect(await decide(approveRoute, kycPerson, id)).toMatchObject({ status: 403, body: { message: APPROVAL_MESSAGES.notAllowed } });
    expect(await read(company.slug)).toEqual(before);

    const approved = await decide(approveRoute, checker, id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await read(company.slug)).toMatchObject({ pricePaise: 26_000, priceSource: 'funding_round', priceNote: 'Series D' });
    expect((await decide(approveRoute, checker, id)).status).toBe(409);

    const trail = await (
      await getDb()
    )
      .select({ action: auditLog.action, by: auditLog.operatorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, company.slug)));
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'approval.propose', by: proposer.id },
        { action: 'approval.approve', by: checker.id },
        { action: 'company.update', by: checker.id },
      ]),
    );
  });

  it('a rejection needs a reason and changes nothing', async () => {
    const company = await newCompany({ pricePaise: 20_000 });
    const before = await read(company.slug);
    const proposed = await patch(proposer, company.slug, pricesAt(15_000));
    expect(proposed.status).toBe(202);
    const { id } = (proposed.body.data as { approval: { id: number } }).approval;
    const noReason = await decide(rejectRoute, checker, id, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');
    expect(await decide(rejectRoute, proposer, id, { reason: 'Mine' })).toMatchObject({ status: 403 });
    expect((await decide(rejectRoute, checker, id, { reason: 'No trade at that level' })).status).toBe(200);
    expect(await read(company.slug)).toEqual(before);
    expect((await decide(approveRoute, checker, id)).status).toBe(409);
  });

  it('refuses a source without a price, an unknown source and prices out of order, before any proposal', async () => {
    const company = await newCompany({ pricePaise: 20_000 });
    const noPrice = await patch(proposer, company.slug, { priceSource: 'trade' });
    expect(noPrice).toMatchObject({ status: 400, body: { errors: { priceSource: PRICE_SOURCE_WITHOUT_PRICE } } });
    const unknown = await patch(proposer, company.slug, { pricePaise: 20_100, priceSource: 'rumour' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.priceSource).toMatch(/^Price source must be one of/);
    const partnerAbove = await patch(proposer, company.slug, { pricePaise: 30_000, partnerPricePaise: 30_001 });
    expect(partnerAbove).toMatchObject({ status: 400, body: { errors: { partnerPricePaise: PRICE_ORDER_MESSAGES.partnerAboveInvestor } } });
    const buybackAbove = await patch(proposer, company.slug, { pricePaise: 30_000, partnerPricePaise: 29_000, buybackPricePaise: 29_500 });
    expect(buybackAbove).toMatchObject({ status: 400, body: { errors: { buybackPricePaise: PRICE_ORDER_MESSAGES.buybackAbovePartner } } });
    const belowFloor = await patch(proposer, company.slug, { pricePaise: 30_000, partnerPricePaise: 23_999 });
    expect(belowFloor).toMatchObject({
      status: 400,
      body: { errors: { partnerPricePaise: 'The partner price cannot be below 80% of the investor price (₹240.00).' } },
    });
    const queue = await call(approvalsRoute, { headers: checker.headers, query: { limit: '50' } });
    expect(JSON.stringify(queue.body.data)).not.toContain(company.slug);
  });
});
