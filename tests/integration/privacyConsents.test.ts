// Data rights on the privacy page: the consent ledger (append-only, current state = latest row), a
// withdrawn consent stopping the next message (watch-list news, newsletter), a client's withheld
// sharing hiding their holdings from the partner, the nominee with its history, the KYC correction.
import { randomUUID } from 'node:crypto';

import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { consentEvents, emailOutbox, kycRecords, newsletterSubscriptions, notifications, watchlistItems } from '@/lib/server/db/schema';
import { consented } from '@/lib/server/services/consents';
import { placeOrder, transitionOrder } from '@/lib/server/services/orders';
import { createProposal, listPartnerProposals } from '@/lib/server/services/proposals';
import { listPartnerClientsWithValue } from '@/lib/server/services/partnerClients';
import { notifyWatchlistNews } from '@/lib/server/services/watchlistNews';
import assetsRoute from '@/pages/api/v1/cp/assets/index';
import clientRoute from '@/pages/api/v1/cp/clients/[code]';
import partnerConsentsRoute from '@/pages/api/v1/cp/privacy/consents';
import consentsRoute from '@/pages/api/v1/user/privacy/consents';
import correctionRoute from '@/pages/api/v1/user/privacy/correction';
import nomineeRoute from '@/pages/api/v1/user/privacy/nominee';

import { createCompany, createInvestor, createPartner, verifyKyc } from './factories';
import { call } from './http';
import { newsletterIssueRecipients } from './notified';
import { newCompany, newOperator } from './orderFixtures';

type Consent = { purpose: string; granted: boolean; changedAt: string | null };
const consentsOf = (body: { data?: unknown }) => (body.data as { consents: Consent[] }).consents;
const stateOf = (body: { data?: unknown }) => Object.fromEntries(consentsOf(body).map((row) => [row.purpose, row.granted]));

const put = (headers: Record<string, string>, consents: { purpose: string; granted: boolean }[]) =>
  call(consentsRoute, { method: 'PUT', headers, body: { consents } });

describe('consent ledger', () => {
  it('starts from the sign-up answer, appends each change and reads the latest as current', async () => {
    const { user, headers } = await createInvestor();
    const first = await call(consentsRoute, { headers });
    expect(first.status).toBe(200);
    expect(stateOf(first.body)).toEqual({ marketing_email: false, sms: false, whatsapp: false, partner_sharing: false });
    // Sign-up asked marketing email (answered no); sharing was not offered (no partner referred them).
    expect(
      consentsOf(first.body)
        .filter((row) => row.changedAt !== null)
        .map((row) => row.purpose),
    ).toEqual(['marketing_email']);

    const given = await put(headers, [
      { purpose: 'marketing_email', granted: true },
      { purpose: 'sms', granted: true },
    ]);
    expect(given.status).toBe(200);
    expect(stateOf(given.body)).toMatchObject({ marketing_email: true, sms: true });
    const withdrawn = await put(headers, [{ purpose: 'marketing_email', granted: false }]);
    expect(stateOf(withdrawn.body)).toMatchObject({ marketing_email: false, sms: true });
    // The same state again is no change: nothing appended.
    await put(headers, [{ purpose: 'marketing_email', granted: false }]);

    const db = await getDb();
    const rows = await db.select().from(consentEvents).where(eq(consentEvents.accountId, user.id)).orderBy(asc(consentEvents.id));
    expect(rows.filter((row) => row.accountKind === 'user').map((row) => [row.purpose, row.granted, row.source])).toEqual([
      ['marketing_email', false, 'signup'],
      ['marketing_email', true, 'privacy_page'],
      ['sms', true, 'privacy_page'],
      ['marketing_email', false, 'privacy_page'],
    ]);
    const history = (withdrawn.body.data as { history: { purpose: string; granted: boolean }[] }).history;
    expect(history.map((row) => `${row.purpose}:${String(row.granted)}`)).toEqual([
      'marketing_email:false',
      'sms:true',
      'marketing_email:true',
      'marketing_email:false',
    ]);
    expect(await consented(db, { kind: 'user', id: user.id }, 'marketing_email')).toBe(false);
    expect(await consented(db, { kind: 'user', id: user.id }, 'sms')).toBe(true);
  });

  it('answers 400 per field for bad input, and a partner has no partner_sharing', async () => {
    const { headers } = await createInvestor();
    const empty = await put(headers, []);
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.consents).toBeDefined();
    const unknown = await put(headers, [{ purpose: 'telepathy', granted: false }]);
    expect(unknown.status).toBe(400);
    const partner = await createPartner();
    const sharing = await call(partnerConsentsRoute, {
      method: 'PUT',
      headers: partner.headers,
      body: { consents: [{ purpose: 'partner_sharing', granted: false }] },
    });
    expect(sharing.status).toBe(400);
    const listed = await call(partnerConsentsRoute, { headers: partner.headers });
    expect(consentsOf(listed.body).map((row) => row.purpose)).toEqual(['marketing_email', 'sms', 'whatsapp']);
  });
});

describe('a withdrawn consent stops the next message', () => {
  it('watch-list news: the panel is told, the email is written only while marketing email is given', async () => {
    const company = await createCompany();
    const db = await getDb();
    const [keeps, withdraws, declined] = [
      await createInvestor({ marketingEmail: true }),
      await createInvestor({ marketingEmail: true }),
      await createInvestor(),
    ];
    await db.insert(watchlistItems).values([
      { userId: keeps.user.id, companyId: company.id },
      { userId: withdraws.user.id, companyId: company.id },
      { userId: declined.user.id, companyId: company.id },
    ]);
    await put(withdraws.headers, [{ purpose: 'marketing_email', granted: false }]);
    const article = {
      id: 900_000 + Math.floor(Math.random() * 99_999),
      title: `News ${randomUUID()}`,
      slug: 'some-news',
      relatedCompanies: [company.slug],
    };
    await db.transaction((tx) => notifyWatchlistNews(tx, article));

    const told = await db
      .select({ recipientId: notifications.recipientId })
      .from(notifications)
      .where(eq(notifications.title, `News on your watch list: ${article.title}`));
    expect(told.map((row) => row.recipientId).sort()).toEqual([keeps.user.id, withdraws.user.id, declined.user.id].sort());
    const mails = await db
      .select({ to: emailOutbox.to })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `News on your watch list: ${article.title}`));
    expect(mails.map((row) => row.to)).toEqual([keeps.user.email]);
  });

  it('newsletter: an investor who withdrew marketing email gets no issue; a stranger subscriber does', async () => {
    const db = await getDb();
    const investor = await createInvestor({ marketingEmail: true });
    const stranger = `reader-${randomUUID()}@example.com`;
    await db.insert(newsletterSubscriptions).values([
      { email: investor.user.email, deviceType: 'website' },
      { email: stranger, deviceType: 'website' },
    ]);
    await put(investor.headers, [{ purpose: 'marketing_email', granted: false }]);
    const written = await newsletterIssueRecipients();
    expect(written).toContain(stranger);
    expect(written).not.toContain(investor.user.email);

    await put(investor.headers, [{ purpose: 'marketing_email', granted: true }]);
    expect(await newsletterIssueRecipients()).toContain(investor.user.email);
  });
});

/** A referred client (sharing as chosen at sign-up) who bought and holds 5 shares of a ₹200 company. */
async function clientHolding(partnershipCode: string, partnerSharing: boolean) {
  const client = await createInvestor({ partnershipCode, partnerSharing });
  await verifyKyc(client.user.id);
  const company = await newCompany({ pricePaise: 20_000, minQuantity: 1 });
  const db = await getDb();
  const operatorId = (await newOperator()).id;
  const { data: order } = await placeOrder(
    db,
    client.user.id,
    { slug: company.slug, quantity: 5, pricePaise: 20_000 },
    { idempotencyKey: randomUUID() },
  );
  await transitionOrder(db, operatorId, order.id, { to: 'payment_received', paymentReference: `PAY-${randomUUID()}` });
  await transitionOrder(db, operatorId, order.id, { to: 'transfer_initiated', transferReference: 'TRF-0001' });
  await transitionOrder(db, operatorId, order.id, { to: 'completed' });
  return { client, company };
}

describe('partner_sharing', () => {
  it('not ticked at sign-up: the referring partner sees that sharing is withheld, not the holdings', async () => {
    const { partner, headers: partnerHeaders } = await createPartner();
    const { client } = await clientHolding(partner.partnershipCode, false);
    const detail = await call(clientRoute, { headers: partnerHeaders, query: { code: client.user.userUniqueCode } });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ sharingWithheld: true, holdings: [], orders: [], holdingsValuePaise: 0 });
    const assets = await call(assetsRoute, { headers: partnerHeaders });
    expect(assets.body.data).toMatchObject({ totalPaise: 0, byClient: [] });
  });

  it('withdrawn: hides the client’s holdings, orders and KYC from the partner, who sees that sharing is withheld', async () => {
    const { partner, headers: partnerHeaders } = await createPartner();
    const { client, company } = await clientHolding(partner.partnershipCode, true);
    const db = await getDb();
    const before = await call(assetsRoute, { headers: partnerHeaders });
    expect(before.body.data).toMatchObject({ totalPaise: 100_000, byClient: [{ userUniqueCode: client.user.userUniqueCode }] });

    const shared = await call(clientRoute, { headers: partnerHeaders, query: { code: client.user.userUniqueCode } });
    expect(shared.body.data).toMatchObject({ sharingWithheld: false, holdings: [{ slug: company.slug, quantity: 5 }] });

    await put(client.headers, [{ purpose: 'partner_sharing', granted: false }]);
    const withheld = await call(clientRoute, { headers: partnerHeaders, query: { code: client.user.userUniqueCode } });
    expect(withheld.status).toBe(200);
    expect(withheld.body.data).toMatchObject({
      sharingWithheld: true,
      holdings: [],
      orders: [],
      sales: [],
      holdingsValuePaise: 0,
      kyc: { pan: null },
    });
    const list = await listPartnerClientsWithValue(db, partner.id, 1);
    expect(list.clients).toEqual([expect.objectContaining({ sharingWithheld: true, holdingsValuePaise: null, openOrders: null })]);
    const assets = await call(assetsRoute, { headers: partnerHeaders });
    expect(assets.body.data).toMatchObject({ totalPaise: 0, byClient: [] });
    const proposed = await createProposal(db, partner.id, {
      clientCode: client.user.userUniqueCode,
      slug: company.slug,
      quantity: 1,
      pricePaise: 20_000,
    });
    expect(proposed.data).toMatchObject({ sharingWithheld: true });
    const proposalList = await listPartnerProposals(db, partner.id, { page: 1, limit: 10 });
    expect(proposalList.result).toEqual([expect.objectContaining({ clientCode: client.user.userUniqueCode, sharingWithheld: true })]);
  });
});

describe('nominee and correction', () => {
  it('adds, changes and removes a nominee with its history; one contact is required', async () => {
    const { headers } = await createInvestor();
    const missing = await call(nomineeRoute, { method: 'PUT', headers, body: { name: 'Meera Rao', relationship: 'Sister' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.email).toBeDefined();
    const badPhone = await call(nomineeRoute, { method: 'PUT', headers, body: { name: 'Meera Rao', relationship: 'Sister', phone: '12' } });
    expect(badPhone.body.errors?.phone).toBeDefined();
    await call(nomineeRoute, { method: 'PUT', headers, body: { name: 'Meera Rao', relationship: 'Sister', email: 'Meera@Example.com' } });
    const changed = await call(nomineeRoute, {
      method: 'PUT',
      headers,
      body: { name: 'Meera Rao', relationship: 'Sister', phone: '9876543210', email: '' },
    });
    expect(changed.body.data).toMatchObject({ nominee: { name: 'Meera Rao', phone: '9876543210', email: null } });
    const removed = await call(nomineeRoute, { method: 'DELETE', headers });
    expect(removed.body.data).toMatchObject({ nominee: null });
    expect((removed.body.data as { history: { action: string }[] }).history.map((row) => row.action)).toEqual(['removed', 'set', 'set']);
  });

  it('reopens a verified KYC for the fields that need proof; refuses while under review', async () => {
    const { user, headers } = await createInvestor();
    const none = await call(correctionRoute, { method: 'POST', headers, body: { fields: ['bank'], note: 'New bank account.' } });
    expect(none.status).toBe(409);
    await verifyKyc(user.id);
    const bad = await call(correctionRoute, { method: 'POST', headers, body: { fields: [], note: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ fields: expect.any(String), note: expect.any(String) });
    const asked = await call(correctionRoute, { method: 'POST', headers, body: { fields: ['bank', 'name'], note: 'Changed my bank.' } });
    expect(asked.status).toBe(200);
    const [row] = await (await getDb()).select().from(kycRecords).where(eq(kycRecords.userId, user.id));
    expect(row).toMatchObject({ status: 'rejected', rejectionFix: ['bank_matches', 'name_matches_pan'] });
    expect(row?.rejectionReason).toContain('Changed my bank.');
  });
});
