// The road to listing: operators record a company's IPO milestones (validated per field, companies:write
// only, audited); each holder hears of each milestone once (panel, and email with their consent); the
// portfolio shows the lock-in, the estimate at the price band and the gain at listing; the public pages read them.
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { auditLog, holdings, ipoMilestones } from '@/lib/server/db/schema';
import { ipoPipeline, milestonesOfSlug } from '@/lib/server/services/ipo';
import { getPortfolio } from '@/lib/server/services/portfolio';
import { STAFF_ROLES, can } from '@/lib/permissions';
import milestoneRoute from '@/pages/api/v1/admin/companies/[slug]/ipo-milestones';
import consentsRoute from '@/pages/api/v1/user/privacy/consents';

import { call, expectFieldRefused } from './http';
import { notifiedUser } from './notified';
import { newCompany, newInvestor, newOperator, type TestCompany } from './orderFixtures';

type Headers = Record<string, string>;
let operator: { id: number; headers: Headers };

beforeAll(async () => {
  operator = await newOperator(['prices']);
});

const record = (slug: string, body: Record<string, unknown>, headers = operator.headers) =>
  call(milestoneRoute, { method: 'POST', headers, query: { slug }, body });

async function hold(userId: number, company: TestCompany, quantity: number, costPaise: number) {
  await (await getDb()).insert(holdings).values({ userId, companyId: company.id, quantity, costPaise });
}

/** The investor's IPO notifications, and how many of them were emailed. */
const told = (userId: number) => notifiedUser(userId, 'ipo.');

const milestoneRows = async (companyId: number) =>
  (await (await getDb()).select({ total: count() }).from(ipoMilestones).where(eq(ipoMilestones.companyId, companyId)))[0]?.total ?? 0;

describe('recording a milestone', () => {
  it('refuses bad input field by field, writing nothing', async () => {
    const company = await newCompany();
    const rows = () => milestoneRows(company.id);
    const send = (body: Record<string, unknown>) => () => record(company.slug, body);
    await expectFieldRefused(send({ kind: 'rumour', on: '2026-01-10' }), {
      field: 'kind',
      message: 'Milestone must be one of: drhp_filed, sebi_approved, price_band, listing_date, listed.',
      rows,
    });
    await expectFieldRefused(send({ kind: 'drhp_filed', on: '2026-02-30' }), {
      field: 'on',
      message: 'Date must be a date written YYYY-MM-DD.',
      rows,
    });
    await expectFieldRefused(send({ kind: 'price_band', on: '2026-01-10', priceBandHighPaise: 50_000 }), {
      field: 'priceBandLowPaise',
      message: 'Enter the low end of the price band.',
      rows,
    });
    await expectFieldRefused(send({ kind: 'price_band', on: '2026-01-10', priceBandLowPaise: 60_000, priceBandHighPaise: 50_000 }), {
      field: 'priceBandHighPaise',
      message: 'The high end of the band must be at least its low end.',
      rows,
    });
    await expectFieldRefused(send({ kind: 'price_band', on: '2026-01-10', priceBandLowPaise: -5, priceBandHighPaise: 50_000 }), {
      field: 'priceBandLowPaise',
      message: 'Price band low must be more than zero.',
      rows,
    });
    await expectFieldRefused(send({ kind: 'listed', on: '2026-01-10', exchange: 'NSE' }), {
      field: 'listingPricePaise',
      message: 'Enter the price it listed at.',
      rows,
    });
    await expectFieldRefused(send({ kind: 'listed', on: '2026-01-10', listingPricePaise: 70_000 }), {
      field: 'exchange',
      message: 'Choose the exchange it lists on.',
      rows,
    });
    await expectFieldRefused(send({ kind: 'listed', on: '2026-01-10', listingPricePaise: 70_000, exchange: 'LSE' }), {
      field: 'exchange',
      message: 'Exchange must be one of: NSE, BSE, NSE and BSE.',
      rows,
    });
    await expectFieldRefused(
      send({ kind: 'listed', on: '2026-01-10', listingPricePaise: 70_000, exchange: 'NSE', allottedOn: '2026-01-12' }),
      {
        field: 'allottedOn',
        message: 'The allotment comes before the listing.',
        rows,
      },
    );
    await expectFieldRefused(send({ kind: 'drhp_filed', on: '2026-01-10', listingPricePaise: 70_000 }), {
      field: 'listingPricePaise',
      message: 'This milestone does not take this field: leave it empty.',
      rows,
    });
    await expectFieldRefused(send({ kind: 'drhp_filed', on: '2026-01-10', lockInMonths: 0 }), {
      field: 'lockInMonths',
      message: 'Lock-in must be at least 1 month.',
      rows,
    });
    await expectFieldRefused(send({ kind: 'drhp_filed', on: '2026-01-10', note: 'x'.repeat(501) }), {
      field: 'note',
      message: 'Note must be at most 500 characters.',
      rows,
    });
  });

  it('answers 404 for an unknown company', async () => {
    expect((await record('no-such-company', { kind: 'drhp_filed', on: '2026-01-10' })).status).toBe(404);
  });

  it.each(STAFF_ROLES.filter((role) => !can([role], 'companies:write')))('refuses the %s role with 403', async (role) => {
    const company = await newCompany();
    const staff = await newOperator([role]);
    const answer = await record(company.slug, { kind: 'drhp_filed', on: '2026-01-10' }, staff.headers);
    expect(answer.status).toBe(403);
    expect(await milestoneRows(company.id)).toBe(0);
  });

  it('records, audits, corrects, and tells each holder once per milestone', async () => {
    const db = await getDb();
    const company = await newCompany();
    const [holder, withdrawn, stranger] = [await newInvestor(), await newInvestor(), await newInvestor()];
    await hold(holder.id, company, 100, 3_000_000);
    await hold(withdrawn.id, company, 10, 300_000);
    const marketing = (headers: Record<string, string>, granted: boolean) =>
      call(consentsRoute, { method: 'PUT', headers, body: { consents: [{ purpose: 'marketing_email', granted }] } });
    // Both gave marketing email; one withdrew it: the panel still tells them, no email is written.
    for (const investor of [holder, withdrawn]) expect((await marketing(investor.headers, true)).status).toBe(200);
    expect((await marketing(withdrawn.headers, false)).status).toBe(200);

    const first = await record(company.slug, { kind: 'drhp_filed', on: '2026-01-10', note: 'Fresh issue only.' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Milestone recorded. 2 holders were notified.');
    const band = { kind: 'price_band', on: '2026-06-01', priceBandLowPaise: 40_000, priceBandHighPaise: 42_000, exchange: 'NSE' };
    expect((await record(company.slug, band)).status).toBe(201);
    // Recorded again (a correction of the band): changed and audited, nobody told twice.
    const corrected = await record(company.slug, { ...band, priceBandHighPaise: 43_000 });
    expect(corrected.status).toBe(201);
    expect(corrected.body.message).toBe('Milestone recorded. 0 holders were notified.');

    expect(await told(holder.id)).toMatchObject({
      notes: [
        { kind: 'ipo.drhp_filed', title: `${company.name}: DRHP filed`, link: '/dashboard/UserPortfolio' },
        { kind: 'ipo.price_band', title: `${company.name}: Price band announced` },
      ],
      emails: 2,
    });
    expect(await told(withdrawn.id)).toMatchObject({ notes: [{ kind: 'ipo.drhp_filed' }, { kind: 'ipo.price_band' }], emails: 0 });
    expect((await told(stranger.id)).notes).toEqual([]);

    const milestones = await milestonesOfSlug(db, company.slug);
    expect(milestones.map((m) => [m.kind, m.priceBandHighPaise])).toEqual([
      ['drhp_filed', null],
      ['price_band', 43_000],
    ]);
    const audits = await db
      .select({ action: auditLog.action, operatorId: auditLog.operatorId, before: auditLog.before })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, company.slug)));
    expect(audits).toEqual([
      { action: 'company.ipo_milestone', operatorId: operator.id, before: null },
      { action: 'company.ipo_milestone', operatorId: operator.id, before: null },
      { action: 'company.ipo_milestone', operatorId: operator.id, before: expect.objectContaining({ priceBandHighPaise: 42_000 }) },
    ]);
  });
});

describe('what the milestones mean for a holding', () => {
  it('estimates at the price band, then gives the lock-in from the allotment and the gain at listing', async () => {
    const db = await getDb();
    const company = await newCompany();
    const investor = await newInvestor();
    await hold(investor.id, company, 100, 3_000_000);
    const now = new Date('2026-07-01T06:00:00Z');

    await record(company.slug, { kind: 'sebi_approved', on: '2026-04-20', lockInMonths: 9 });
    let holding = (await getPortfolio(db, investor.id, now)).holdings.find((h) => h.slug === company.slug);
    expect(holding?.lockIn).toEqual({
      kind: 'if_listed',
      until: null,
      text: 'If it lists, pre-IPO shares are locked in for 9 months from allotment.',
    });
    expect(holding?.ipo).toMatchObject({ stage: 'sebi_approved', estimate: null, listing: null });

    await record(company.slug, {
      kind: 'price_band',
      on: '2026-06-01',
      priceBandLowPaise: 40_000,
      priceBandHighPaise: 42_000,
      exchange: 'NSE',
    });
    await record(company.slug, { kind: 'listing_date', on: '2026-08-31', exchange: 'NSE' });
    holding = (await getPortfolio(db, investor.id, now)).holdings.find((h) => h.slug === company.slug);
    expect(holding?.ipo).toEqual({
      stage: 'listing_date',
      // 100 shares at ₹400 and ₹420 against ₹30,000 paid.
      estimate: { lowPaise: 4_000_000, highPaise: 4_200_000, gainLowPaise: 1_000_000, gainHighPaise: 1_200_000 },
      listing: null,
      // 6 months from 31 Aug is the last day of February.
      lockIn: { kind: 'if_listed', until: '2027-02-28', text: 'If it lists, pre-IPO shares are locked in for 6 months from allotment.' },
    });

    await record(company.slug, { kind: 'listed', on: '2026-08-31', allottedOn: '2026-08-28', listingPricePaise: 25_000, exchange: 'NSE' });
    const listedOn = (at: string) =>
      getPortfolio(db, investor.id, new Date(at)).then((p) => p.holdings.find((h) => h.slug === company.slug));
    holding = await listedOn('2026-09-01T06:00:00Z');
    expect(holding?.ipo?.listing).toEqual({ pricePaise: 25_000, valuePaise: 2_500_000, gainPaise: -500_000 });
    expect(holding?.lockIn).toEqual({ kind: 'locked', until: '2027-02-28', text: 'Locked in for 6 months from the IPO allotment.' });
    // The lock-in's last day in India, then the next day (18:30 UTC is midnight IST).
    expect((await listedOn('2027-02-28T18:29:00Z'))?.lockIn).toMatchObject({ kind: 'locked' });
    expect((await listedOn('2027-02-28T18:31:00Z'))?.lockIn).toMatchObject({ kind: 'ended', until: '2027-02-28' });
  });

  it('lists companies on the road on the public pipeline, the nearest listing first, those listed last', async () => {
    const db = await getDb();
    const [road, listed, later, sooner] = [await newCompany(), await newCompany(), await newCompany(), await newCompany()];
    await record(road.slug, { kind: 'drhp_filed', on: '2026-03-01' });
    await record(listed.slug, { kind: 'listed', on: '2026-03-01', listingPricePaise: 10_000, exchange: 'BSE' });
    await record(later.slug, { kind: 'listing_date', on: '2026-12-20', exchange: 'NSE' });
    await record(sooner.slug, { kind: 'listing_date', on: '2026-12-10', exchange: 'NSE' });
    const pipeline = await ipoPipeline(db);
    const mine = pipeline.filter((company) => [road, listed, later, sooner].some(({ slug }) => slug === company.slug));
    expect(mine.map((company) => [company.slug, company.listed, company.milestones.map((m) => m.kind)])).toEqual([
      [sooner.slug, false, ['listing_date']],
      [later.slug, false, ['listing_date']],
      [road.slug, false, ['drhp_filed']],
      [listed.slug, true, ['listed']],
    ]);
  });
});
