// Controls one insider cannot walk around, through the API routes: a price moved in small steps needs a
// second person once the steps add up past the threshold (investor, partner and buy-back prices alike);
// changing a control is itself a four-eyes change; the partner price has a floor; prices stay in order
// after every change, direct or approved; an approval whose basis moved is refused as stale. Each
// finding of the audit that asked for these is replayed here as it was sent.
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { PRICE_ORDER_MESSAGES } from '@/lib/prices/controls';
import { getDb } from '@/lib/server/db/client';
import { approvals, companies } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { APPROVAL_MESSAGES, pendingApprovalsOn } from '@/lib/server/services/approvals';
import { updateAdminCompany } from '@/lib/server/services/companies';
import { DEFAULT_SETTINGS, getPlatformSettings, setPlatformSettings, type PlatformSettings } from '@/lib/server/services/settings';
import { CONTROL_SETTINGS } from '@/lib/validations/settings';
import approveRoute from '@/pages/api/v1/admin/approvals/[id]/approve';
import settingsRoute from '@/pages/api/v1/admin/settings';
import cpProposals from '@/pages/api/v1/cp/proposals/index';
import placeOrder from '@/pages/api/v1/user/orders/index';
import acceptProposal from '@/pages/api/v1/user/proposals/[id]/accept';

import { decide, patchCompany, staffWith, type Staff } from './approvalFixtures';
import { createInvestor, createPartner, verifyKyc } from './factories';
import { call, type CallResult } from './http';
import { newCompany, pricesAt } from './orderFixtures';

let admins!: [Staff, Staff];
let prices!: [Staff, Staff];
let before: PlatformSettings;

beforeAll(async () => {
  useRateStore(new MemoryRateStore());
  admins = (await staffWith(['admin'], ['admin'])) as [Staff, Staff];
  prices = (await staffWith(['prices'], ['prices'])) as [Staff, Staff];
  before = await getPlatformSettings(await getDb());
  await setPlatformSettings(await getDb(), DEFAULT_SETTINGS);
});
afterEach(async () => {
  await setPlatformSettings(await getDb(), DEFAULT_SETTINGS);
});
afterAll(async () => {
  await setPlatformSettings(await getDb(), before);
  useRateStore(undefined);
});

const approvalId = (answer: CallResult) => (answer.body.data as { approval: { id: number } | null }).approval?.id;
const company = async (slug: string) => (await (await getDb()).select().from(companies).where(eq(companies.slug, slug)))[0]!;
const approvalRow = async (id: number) => (await (await getDb()).select().from(approvals).where(eq(approvals.id, id)))[0]!;
const patchSettings = (who: Staff, body: Record<string, unknown>) => call(settingsRoute, { method: 'PATCH', headers: who.headers, body });

describe('four eyes that cannot be sliced', () => {
  it('the finding: eight direct +9% steps no longer move a price +99% — the second step waits for a second person', async () => {
    const [desk, checker] = prices;
    const target = await newCompany({ pricePaise: 20_800 });
    let price = 20_800;
    const answers: number[] = [];
    for (let step = 0; step < 8; step += 1) {
      price = Math.round((price * 1.09) / 5) * 5;
      answers.push((await patchCompany(desk, target.slug, pricesAt(price))).status);
    }
    expect(answers).toEqual([200, 202, 202, 202, 202, 202, 202, 202]);
    expect((await company(target.slug)).pricePaise).toBe(22_670);
    // The approver reads the move from today's value and from the last price a second person approved.
    const waiting = (await pendingApprovalsOn(await getDb(), 'company', [target.slug])).get(target.slug) ?? [];
    expect(waiting).toHaveLength(7);
    expect(waiting[0]?.summary).toContain('from ₹226.70 to ₹247.10 (+9.0% today; +18.8% from ₹208.00, the last price approved or settled)');
    // Only one of them can be approved: the first approved moves the price, and the others' basis with it.
    expect((await decide(approveRoute, checker, waiting[0]!.id)).status).toBe(200);
    expect((await pendingApprovalsOn(await getDb(), 'company', [target.slug])).get(target.slug)).toEqual([]);
  });

  it('counts from the last approved price: after an approval, small steps are measured from it', async () => {
    const [desk, checker] = prices;
    const target = await newCompany({ pricePaise: 10_000 });
    const proposed = await patchCompany(desk, target.slug, pricesAt(15_000));
    expect(proposed.status).toBe(202);
    expect((await decide(approveRoute, checker, approvalId(proposed)!)).status).toBe(200);
    expect((await patchCompany(desk, target.slug, pricesAt(16_000))).status).toBe(200);
    // +6.7% then +6.25%: 13.3% from the approved ₹150.
    expect((await patchCompany(desk, target.slug, pricesAt(17_000))).status).toBe(202);
  });

  it('forgets the steps once the price stood a whole working day', async () => {
    const [desk] = prices;
    const target = await newCompany({ pricePaise: 10_000 });
    const db = await getDb();
    const now = new Date();
    expect((await updateAdminCompany(db, desk.id, target.slug, pricesAt(10_900), now)).approval).toBeNull();
    // The same day, the next step adds up past 10%: it waits.
    expect((await updateAdminCompany(db, desk.id, target.slug, pricesAt(11_500), now)).approval).not.toBeNull();
    // Five days on (a whole working day has passed whatever the weekday), ₹109 is the settled price.
    const later = new Date(now.getTime() + 5 * 86_400_000);
    expect((await updateAdminCompany(db, desk.id, target.slug, pricesAt(11_500), later)).approval).toBeNull();
  });

  it('puts the partner and buy-back prices under the same threshold', async () => {
    const [desk] = prices;
    const target = await newCompany({ pricePaise: 20_000 });
    // Partner price ₹192 → ₹199 (+3.6%) is within; the buy-back ₹184 → ₹199 (+8.2%), within; then ₹184 → ₹150 is not.
    expect((await patchCompany(desk, target.slug, { partnerPricePaise: 19_900, buybackPricePaise: 19_900 })).status).toBe(200);
    const partnerJump = await patchCompany(desk, target.slug, { partnerPricePaise: 16_500, buybackPricePaise: 16_500 });
    expect(partnerJump.status).toBe(202);
    const row = await approvalRow(approvalId(partnerJump)!);
    expect(row.summary).toMatch(/^Partner price of .+; Buy-back price of /);
  });

  it('the finding: raising the threshold is itself a four-eyes change, so one admin cannot then make the change alone', async () => {
    const [admin, other] = admins;
    const raised = await patchSettings(admin, { priceApprovalPercent: 100 });
    expect(raised.status).toBe(202);
    expect(approvalId(raised)).toEqual(expect.any(Number));
    expect((await getPlatformSettings(await getDb())).priceApprovalPercent).toBe(DEFAULT_SETTINGS.priceApprovalPercent);
    const target = await newCompany({ pricePaise: 20_000 });
    expect((await patchCompany(admin, target.slug, pricesAt(39_000))).status).toBe(202);
    expect((await company(target.slug)).pricePaise).toBe(20_000);
    // Its own proposer cannot approve it; another admin can.
    expect((await decide(approveRoute, admin, approvalId(raised)!)).status).toBe(403);
    expect((await decide(approveRoute, other, approvalId(raised)!)).status).toBe(200);
    expect((await getPlatformSettings(await getDb())).priceApprovalPercent).toBe(100);
  });

  it('answers 202 for a change of every control, and 200 for the desk’s own deadlines', async () => {
    const [admin] = admins;
    const current = await getPlatformSettings(await getDb());
    const changed: Record<(typeof CONTROL_SETTINGS)[number], number> = {
      feeRateBps: 25,
      saleFeeRateBps: 25,
      dpChargePaise: 1_500,
      paymentExpiryHours: 12,
      maxOpenOrders: 3,
      maxOpenOrderValuePaise: 50_000_000,
      paymentCheckHours: 12,
      priceApprovalPercent: 50,
      payoutApprovalPaise: 100_000,
      refundApprovalPaise: 100_000,
      partnerPriceFloorPercent: 50,
      maxStockSharePercent: 50,
    };
    for (const name of CONTROL_SETTINGS) {
      const answer = await patchSettings(admin, { [name]: changed[name] });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(202);
    }
    expect(await getPlatformSettings(await getDb())).toEqual(current);
    expect((await patchSettings(admin, { ticketResponseHours: 30, transferWorkingDays: 3 })).status).toBe(200);
    // The form sends every field: unchanged controls beside a changed deadline are no control change.
    expect((await patchSettings(admin, { ...current, ticketResponseHours: 31 })).status).toBe(200);
  });
});

describe('the partner price', () => {
  it('the finding: a partner price of ₹0.01 is refused (400 on the field), so no proposal or order at ₹0.01 can follow', async () => {
    const [admin] = admins;
    const target = await newCompany({ pricePaise: 2_080 });
    const answer = await patchCompany(admin, target.slug, { partnerPricePaise: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      partnerPricePaise: 'The partner price cannot be below 80% of the investor price (₹16.64).',
    });
    expect(await (await getDb()).$count(approvals, eq(approvals.entityId, target.slug))).toBe(0);
  });

  it('refuses a partner’s proposal below the floor even where the partner price sits under it, and its acceptance once the floor rose', async () => {
    const db = await getDb();
    const partner = await createPartner();
    const client = await createInvestor({ partnershipCode: partner.partner.partnershipCode });
    await verifyKyc(client.user.id);
    const target = await newCompany({ pricePaise: 10_000 });
    // The partner price was set at 85% under a lower floor.
    await db.update(companies).set({ brokerPricePaise: 8_500, buybackPricePaise: 8_000 }).where(eq(companies.id, target.id));
    const propose = (pricePaise: number) =>
      call(cpProposals, {
        method: 'POST',
        headers: { ...partner.headers, 'idempotency-key': randomUUID() },
        body: { clientCode: client.user.userUniqueCode, slug: target.slug, quantity: 10, pricePaise },
      });
    const open = await propose(8_600);
    expect(open.status, JSON.stringify(open.body)).toBe(201);
    await setPlatformSettings(db, { partnerPriceFloorPercent: 90 });
    const below = await propose(8_600);
    expect(below.status).toBe(400);
    expect(below.body.errors?.pricePaise).toBe('Price must be between ₹90.00 and ₹100.00.');
    const accepted = await call(acceptProposal, {
      method: 'POST',
      query: { id: String((open.body.data as { id: number }).id) },
      headers: { ...client.headers, 'idempotency-key': randomUUID() },
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.code).toBe('price_changed');
  });
});

describe('prices in order, always', () => {
  it('the finding: a cut under the buy-back price is refused at once, naming the field, before any approval', async () => {
    const [admin] = admins;
    const target = await newCompany({ pricePaise: 130_000 });
    await (await getDb()).update(companies).set({ buybackPricePaise: 125_030 }).where(eq(companies.id, target.id));
    const cut = await patchCompany(admin, target.slug, { pricePaise: 119_900, partnerPricePaise: 115_000 });
    expect(cut.status).toBe(400);
    expect(cut.body.errors).toEqual({ buybackPricePaise: PRICE_ORDER_MESSAGES.buybackAbovePartner });
    const partnerAbove = await patchCompany(admin, target.slug, { partnerPricePaise: 130_001 });
    expect(partnerAbove.status).toBe(400);
    expect(partnerAbove.body.errors).toEqual({ partnerPricePaise: PRICE_ORDER_MESSAGES.partnerAboveInvestor });
    expect(await (await getDb()).$count(approvals, eq(approvals.entityId, target.slug))).toBe(0);
  });

  it('refuses an approval that would break the order when it applies (409 naming the field), and changes nothing', async () => {
    const [desk, checker] = prices;
    const target = await newCompany({ pricePaise: 10_000 });
    const proposed = await patchCompany(desk, target.slug, { pricePaise: 13_000, partnerPricePaise: 11_000 });
    expect(proposed.status).toBe(202);
    // Meanwhile the floor rose (approved by two admins): ₹110 is under 90% of ₹130.
    await setPlatformSettings(await getDb(), { partnerPriceFloorPercent: 90 });
    const approved = await decide(approveRoute, checker, approvalId(proposed)!);
    expect(approved.status).toBe(409);
    expect(approved.body.errors).toHaveProperty('partnerPricePaise');
    expect((await company(target.slug)).pricePaise).toBe(10_000);
    expect((await approvalRow(approvalId(proposed)!)).status).toBe('pending');
  });
});

describe('an approval applies only to what it was proposed against', () => {
  it('the finding: proposed +50%, then moved directly: approving answers 409 approval_stale with the new state, and nothing applies', async () => {
    const [desk, checker] = prices;
    const target = await newCompany({ pricePaise: 2_080 });
    const proposed = await patchCompany(desk, target.slug, pricesAt(3_120));
    expect(proposed.status).toBe(202);
    const id = approvalId(proposed)!;
    expect((await patchCompany(desk, target.slug, pricesAt(2_000))).status).toBe(200);
    // Set aside at once: the company's page and the queue no longer offer it.
    expect(await approvalRow(id)).toMatchObject({ status: 'stale' });
    expect((await pendingApprovalsOn(await getDb(), 'company', [target.slug])).get(target.slug)).toEqual([]);
    const approved = await decide(approveRoute, checker, id);
    expect(approved.status).toBe(409);
    expect(approved.body.code).toBe('approval_stale');
    expect(approved.body.message).toContain(APPROVAL_MESSAGES.stale);
    expect((await company(target.slug)).pricePaise).toBe(2_000);
  });

  it('checks the basis when approving too: a change made outside the desk’s form makes it stale there', async () => {
    const [desk, checker] = prices;
    const target = await newCompany({ pricePaise: 20_800 });
    const proposed = await patchCompany(desk, target.slug, pricesAt(31_200));
    const id = approvalId(proposed)!;
    await (await getDb()).update(companies).set({ pricePaise: 12_990 }).where(eq(companies.id, target.id));
    const approved = await decide(approveRoute, checker, id);
    expect(approved.status).toBe(409);
    expect(approved.body.code).toBe('approval_stale');
    expect(approved.body.data).toEqual({ current: 'Investor price is now ₹129.90 (was ₹208.00)' });
    expect(await approvalRow(id)).toMatchObject({ status: 'stale', decidedBy: checker.id });
    expect((await company(target.slug)).pricePaise).toBe(12_990);
    expect((await decide(approveRoute, checker, id)).body.code).toBe('approval_stale');
  });

  it('sets aside a pending change of a control once another approval changed the same setting', async () => {
    const [first, second] = admins;
    const a = await patchSettings(first, { maxOpenOrders: 3 });
    const b = await patchSettings(first, { maxOpenOrders: 4 });
    expect((await decide(approveRoute, second, approvalId(a)!)).status).toBe(200);
    const late = await decide(approveRoute, second, approvalId(b)!);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('approval_stale');
    expect((await getPlatformSettings(await getDb())).maxOpenOrders).toBe(3);
  });
});

describe('the stock share is a control too', () => {
  it('orders beyond a quarter of the shares on sale answer 409 open_order_limit on quantity; the limit moves only with two admins', async () => {
    const [first, second] = admins;
    const investor = await createInvestor();
    await verifyKyc(investor.user.id);
    const target = await newCompany({ available: 400, minQuantity: 10 });
    const order = (quantity: number) =>
      call(placeOrder, {
        method: 'POST',
        headers: { ...investor.headers, 'idempotency-key': randomUUID() },
        body: { slug: target.slug, quantity, pricePaise: target.pricePaise },
      });
    const big = await order(110);
    expect(big.status).toBe(409);
    expect(big.body.code).toBe('open_order_limit');
    expect(big.body.errors?.quantity).toMatch(/at most 25% of the shares of .+ on sale: 100 shares/);
    const widened = await patchSettings(first, { maxStockSharePercent: 50 });
    expect(widened.status).toBe(202);
    expect((await order(110)).status).toBe(409);
    expect((await decide(approveRoute, second, approvalId(widened)!)).status).toBe(200);
    expect((await order(110)).status).toBe(201);
  });
});
