// Records the console shows (issue 22): an investor's KYC documents on their record, the approvals
// waiting on an order, a company or a KYC (pendingApprovalsOn and the pages' loaders), and the CSV of
// the knowledge, companies and bank-statement lists (their search followed, 403 without the permission).
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { TOKEN_COOKIE } from '@/lib/auth/token';
import { getDb } from '@/lib/server/db/client';
import { approvals, bankStatements } from '@/lib/server/db/schema';
import { getServerSideProps as companyPage } from '@/lib/server/loaders/admin/companies/[slug]';
import { getServerSideProps as investorPage } from '@/lib/server/loaders/admin/investors/[id]';
import { pendingApprovalsOn, propose } from '@/lib/server/services/approvals';
import { KYC_DOCUMENT_KINDS } from '@/lib/validations/kycDocuments';
import companyList from '@/pages/api/v1/admin/companies/index';
import knowledgeList from '@/pages/api/v1/admin/knowledge/index';
import statementList from '@/pages/api/v1/admin/payments/statements/index';

import { patchCompany } from './approvalFixtures';
import { createInvestor, uniqueTag } from './factories';
import { call, csvLines, download, loaderContext, sessionToken } from './http';
import { uploadAllKycDocuments } from './kycFiles';
import { newCompany, newOperator, pricesAt } from './orderFixtures';

const operatorCookie = async (id: number) => ({ cookie: `${TOKEN_COOKIE.operator}=${await sessionToken('operator', id)}` });

const proposed: number[] = [];

afterAll(async () => {
  // Nothing of this file left waiting in the shared queue.
  if (proposed.length) {
    await (
      await getDb()
    )
      .update(approvals)
      .set({ status: 'rejected', reason: 'test over' })
      .where(and(inArray(approvals.id, proposed), eq(approvals.status, 'pending')));
  }
});

describe("the investor's record", () => {
  it('lists the KYC documents the KYC review lists, each with the admin route that opens it', async () => {
    const { user } = await createInvestor();
    await uploadAllKycDocuments(user.id);
    const desk = await newOperator(['desk']);
    const result = await investorPage(
      loaderContext(`/admin/investors/${user.id}`, await operatorCookie(desk.id), { id: String(user.id) }).ctx,
    );
    if (!('props' in result)) throw new Error('The investor page did not load.');
    const { kycDocuments } = result.props.investor;
    expect(kycDocuments.map((document) => document.kind)).toEqual([...KYC_DOCUMENT_KINDS]);
    expect(kycDocuments[0]).toMatchObject({ fileName: 'scan.png', contentType: 'image/png' });
    expect(kycDocuments[0]!.sizeBytes).toBeGreaterThan(0);

    const none = await createInvestor();
    const empty = await investorPage(
      loaderContext(`/admin/investors/${none.user.id}`, await operatorCookie(desk.id), { id: String(none.user.id) }).ctx,
    );
    if (!('props' in empty)) throw new Error('The investor page did not load.');
    expect(empty.props.investor.kycDocuments).toEqual([]);
  });
});

describe('pending approvals on a record', () => {
  it('answers what waits on each record asked, oldest first, by whom; decided ones and other entities left out', async () => {
    const db = await getDb();
    const proposer = await newOperator(['admin']);
    const tag = uniqueTag();
    const [order, otherOrder, kyc] = [`9${Date.now()}`, `8${Date.now()}`, `KYC${tag}`];
    const ids = await db.transaction(async (tx) => [
      await propose(tx, proposer.id, { kind: 'refund', entity: 'order', entityId: order, payload: {}, summary: `Refund one ${tag}` }),
      await propose(tx, proposer.id, { kind: 'refund', entity: 'order', entityId: order, payload: {}, summary: `Refund two ${tag}` }),
      await propose(tx, proposer.id, { kind: 'kyc_override', entity: 'kyc', entityId: kyc, payload: {}, summary: `Verify ${tag}` }),
      // The same id on another entity is another record.
      await propose(tx, proposer.id, { kind: 'refund', entity: 'kyc', entityId: order, payload: {}, summary: `Elsewhere ${tag}` }),
    ]);
    proposed.push(...ids);
    await db.update(approvals).set({ status: 'rejected', reason: 'decided' }).where(eq(approvals.id, ids[1]!));

    const onOrders = await pendingApprovalsOn(db, 'order', [order, otherOrder]);
    expect([...onOrders.keys()].sort()).toEqual([order, otherOrder].sort());
    expect(onOrders.get(otherOrder)).toEqual([]);
    expect(onOrders.get(order)).toEqual([
      {
        id: ids[0],
        kind: 'refund',
        entityId: order,
        summary: `Refund one ${tag}`,
        proposedBy: 'Test Operator',
        createdAt: expect.any(String),
      },
    ]);
    expect((await pendingApprovalsOn(db, 'kyc', [kyc])).get(kyc)?.map((row) => row.id)).toEqual([ids[2]]);
    expect(await pendingApprovalsOn(db, 'order', [])).toEqual(new Map());
  });

  it("shows a big price change on the company's page until it is decided", async () => {
    const company = await newCompany({ pricePaise: 10_000 });
    const prices = await newOperator(['prices']);
    const headers = await operatorCookie(prices.id);
    const load = async () => {
      const result = await companyPage(loaderContext(`/admin/companies/${company.slug}`, headers, { slug: company.slug }).ctx);
      if (!('props' in result)) throw new Error('The company page did not load.');
      return result.props.waiting;
    };
    expect(await load()).toEqual([]);
    const answer = await patchCompany(prices, company.slug, { ...pricesAt(20_000), priceSource: 'trade' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    const { id } = (answer.body.data as { approval: { id: number } }).approval;
    proposed.push(id);
    const waiting = await load();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ id, kind: 'price_change', proposedBy: 'Test Operator' });
    expect(waiting[0]!.summary).toContain(company.name);
  });
});

describe('CSV of the console lists', () => {
  it('knowledge: every article the search matches, for content staff only', async () => {
    const content = await newOperator(['content']);
    const category = `Records ${uniqueTag()}`;
    for (const slug of [`records-a-${uniqueTag()}`, `records-b-${uniqueTag()}`]) {
      const created = await call(knowledgeList, {
        method: 'POST',
        headers: content.headers,
        body: {
          title: 'A "quoted" title',
          slug,
          audience: 'investor',
          category,
          summary: 'A summary of it.',
          body: 'A body long enough to be kept.',
          published: false,
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const csv = await download(knowledgeList, { format: 'csv', q: category }, content.headers);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    const lines = csvLines(csv.data);
    expect(lines[0]).toBe('id,slug,title,audience,category,published,updatedAt');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"A ""quoted"" title",investor');
    expect(lines[1]).toContain(`${category},false,`);
    expect(csvLines((await download(knowledgeList, { format: 'csv', q: `${category}-none` }, content.headers)).data)).toHaveLength(1);
    expect((await download(knowledgeList, { format: 'csv' }, (await newOperator(['support'])).headers)).status).toBe(403);
  });

  it('companies: the console list as JSON and as CSV, following its search, for staff who read companies', async () => {
    const company = await newCompany({ pricePaise: 12_500 });
    const desk = await newOperator(['desk']);
    const json = await call(companyList, { headers: desk.headers, query: { q: company.slug } });
    expect(json.status).toBe(200);
    expect((json.body.data as { result: { slug: string }[] }).result.map((row) => row.slug)).toEqual([company.slug]);
    const csv = await download(companyList, { format: 'csv', q: company.slug }, desk.headers);
    expect(csv.status).toBe(200);
    const lines = csvLines(csv.data);
    expect(lines[0]).toBe(
      'slug,name,status,pricePaise,partnerPricePaise,buybackPricePaise,availableQuantity,reservedQuantity,minQuantity,priceUpdatedAt,priceSource,priceNote',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${company.slug},${company.name},Available,12500,`));
    expect((await download(companyList, { format: 'csv' }, (await newOperator(['content'])).headers)).status).toBe(403);
    expect((await call(companyList, { headers: desk.headers, query: { q: 'x'.repeat(101) } })).status).toBe(400);
  });

  it('bank statements: every statement imported, for finance', async () => {
    const fileName = `records-${uniqueTag()}.csv`;
    const [row] = await (
      await getDb()
    )
      .insert(bankStatements)
      .values({ fileName, format: 'generic', newLines: 0, repeatedLines: 0, debitLines: 2 })
      .returning({ id: bankStatements.id });
    const finance = await newOperator(['finance']);
    const csv = await download(statementList, { format: 'csv' }, finance.headers);
    expect(csv.status).toBe(200);
    const lines = csvLines(csv.data);
    expect(lines[0]).toBe('id,createdAt,fileName,format,newLines,repeatedLines,debitLines,confirmedLines,creditPaise,importedBy');
    expect(lines.find((line) => line.startsWith(`${row!.id},`))).toMatch(new RegExp(`,${fileName},generic,0,0,2,0,0,$`));
    expect((await download(statementList, { format: 'csv' }, (await newOperator(['desk'])).headers)).status).toBe(403);
  });
});
