// Partners' proposals: a partner proposes a purchase to one of their own clients at a price between
// the partner price and the investor price; the client accepts (an order at that price, placed by the
// same rules as any order, in one transaction with the proposal locked) or declines. Open proposals
// past their 7 days read as expired and cannot be accepted.
import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';

import { commissionPaise, proposalPriceRefusal } from '@/lib/commission';
import { formatPaise } from '@/lib/format';
import type { Db } from '@/lib/server/db/client';
import { pagedQuery } from '@/lib/server/db/paging';
import { companies, partners, proposals, users, type ProposalStatus } from '@/lib/server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/http/httpError';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { consentedSql } from '@/lib/server/services/consents';
import { withIdempotency, withOptionalIdempotency, type StoredAnswer } from '@/lib/server/services/idempotency';
import { assertKycVerified } from '@/lib/server/services/kyc';
import { notify } from '@/lib/server/services/notifications';
import type { Tx } from '@/lib/server/services/operators';
import { expireOverdueOrders, getOrder, placeOrderInTx } from '@/lib/server/services/orders';
import { buyRefusal, minQuantityMessage } from '@/lib/validations/cart';
import { PROPOSAL_DAYS, PROPOSAL_MESSAGES, type ProposalCreateInput, type ProposalStatusName } from '@/lib/validations/proposals';
import { publishedCompany } from '@/lib/server/services/companies';
import { getPlatformSettings } from '@/lib/server/services/settings';
import { partnerPriceFloorPaise } from '@/lib/prices/controls';

/**
 * Marks open proposals past their deadline as expired, answering how many (run before every list, and
 * once a minute by the expiry timer in lib/server/startup.ts, so every view reads them as expired).
 */
export async function expireOverdueProposals(db: Db | Tx, now = new Date()): Promise<number> {
  const expired = await db
    .update(proposals)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(proposals.status, 'open'), lte(proposals.expiresAt, now)))
    .returning({ id: proposals.id });
  return expired.length;
}

function withTotal<
  R extends { expiresAt: Date; createdAt: Date; updatedAt: Date; status: ProposalStatus; pricePaise: number; quantity: number },
>(row: R) {
  return {
    ...row,
    status: row.status,
    totalPaise: row.pricePaise * row.quantity,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ProposalRow = Parameters<typeof withTotal>[0];

/** The one proposal the query finds (a 404 when none), as answered. */
async function oneProposal<R extends ProposalRow>(query: { limit(n: number): PromiseLike<R[]> }) {
  const [row] = await query.limit(1);
  if (!row) throw notFound('No such proposal.');
  return withTotal(row);
}

/** Every side's columns: the proposal, its company, the client and the partner. Each side drops what it may not see. */
const proposalColumns = {
  id: proposals.id,
  slug: companies.slug,
  companyName: companies.name,
  quantity: proposals.quantity,
  pricePaise: proposals.pricePaise,
  status: proposals.status,
  expiresAt: proposals.expiresAt,
  orderId: proposals.orderId,
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
  clientCode: users.userUniqueCode,
  clientName: users.fullName,
  partnerName: partners.fullName,
  partnerPricePaise: companies.brokerPricePaise,
  investorPricePaise: companies.pricePaise,
  minQuantity: companies.minQuantity,
  sharing: consentedSql('user', users.id, 'partner_sharing'),
};

const proposalRows = (db: Db | Tx) =>
  db
    .select(proposalColumns)
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.userId))
    .innerJoin(partners, eq(partners.id, proposals.partnerId))
    .innerJoin(companies, eq(companies.id, proposals.companyId));

type Viewed = Record<'partnerName' | 'minQuantity' | 'partnerPricePaise' | 'clientCode' | 'clientName' | 'orderId', unknown> & {
  sharing: boolean;
};

/**
 * The partner sees their client and both prices; a client who withheld partner_sharing is marked so, and
 * the order an accepted proposal became is not named (the commission on it stays the platform's record).
 */
const partnerView = <R extends Viewed>({ partnerName, minQuantity, sharing, orderId, ...row }: R) => ({
  ...row,
  orderId: sharing ? orderId : null,
  sharingWithheld: !sharing,
});

/**
 * The client never sees the partner price (nor their own code and name back), but is told what the partner
 * earns on the proposal: the margin over the partner price at today's partner price, as lib/commission.ts computes it.
 */
const clientView = <R extends Viewed & { pricePaise: number; quantity: number; partnerPricePaise: number }>({
  partnerPricePaise,
  clientCode,
  clientName,
  sharing,
  ...row
}: R) => ({
  ...row,
  partnerEarnsPaise: commissionPaise(row.pricePaise, partnerPricePaise, row.quantity),
});

/** A page of the owner's proposals (of a status, when asked), newest first, the overdue ones expired first. */
async function proposalPage(db: Db, owner: SQL, query: { status?: ProposalStatusName; page: number; limit: number }) {
  await expireOverdueProposals(db);
  const where = and(owner, query.status ? eq(proposals.status, query.status) : undefined);
  return pagedQuery(
    proposalRows(db).where(where).orderBy(desc(proposals.createdAt), desc(proposals.id)),
    db.$count(proposals, where),
    query,
    withTotal,
  );
}

// ---- The partner's side ----

const loadPartnerProposal = async (db: Db | Tx, partnerId: number, id: number) =>
  partnerView(await oneProposal(proposalRows(db).where(and(eq(proposals.id, id), eq(proposals.partnerId, partnerId)))));
export type PartnerProposalView = Awaited<ReturnType<typeof loadPartnerProposal>>;

/**
 * Proposes a purchase to one of the partner's own clients. With an Idempotency-Key the same key
 * answers the same proposal (no second one); without, every call proposes anew.
 */
export async function createProposal(
  db: Db,
  partnerId: number,
  input: ProposalCreateInput,
  options: { idempotencyKey?: string; now?: Date } = {},
): Promise<StoredAnswer<PartnerProposalView>> {
  const now = options.now ?? new Date();
  const run = async (tx: Tx) => {
    const [standing] = await tx.select({ status: partners.status }).from(partners).where(eq(partners.id, partnerId)).limit(1);
    if (standing?.status !== 'approved') throw forbidden(PROPOSAL_MESSAGES.notApproved, 'partner_not_approved');
    // Someone else's client reads exactly as a code that does not exist.
    const [client] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userUniqueCode, input.clientCode), eq(users.partnerId, partnerId)))
      .limit(1);
    if (!client) throw badRequest(PROPOSAL_MESSAGES.clientCode, { clientCode: PROPOSAL_MESSAGES.clientCode });
    const [company] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.slug, input.slug), publishedCompany()))
      .limit(1);
    if (!company) throw badRequest('No company has this slug.', { slug: 'No company has this slug.' });
    const refusal = buyRefusal(company);
    if (refusal) throw badRequest(refusal, { slug: refusal });
    if (input.quantity < company.minQuantity) {
      const message = minQuantityMessage(company.minQuantity);
      throw badRequest(message, { quantity: message });
    }
    // Never below the partner price's floor, whatever the partner price was set to.
    const { partnerPriceFloorPercent } = await getPlatformSettings(tx);
    const lowest = Math.max(company.brokerPricePaise, partnerPriceFloorPaise(company.pricePaise, partnerPriceFloorPercent));
    const priceRefusal = proposalPriceRefusal(input.pricePaise, lowest, company.pricePaise);
    if (priceRefusal) throw badRequest(priceRefusal, { pricePaise: priceRefusal });
    const [row] = await tx
      .insert(proposals)
      .values({
        partnerId,
        userId: client.id,
        companyId: company.id,
        quantity: input.quantity,
        pricePaise: input.pricePaise,
        status: 'open',
        expiresAt: new Date(now.getTime() + PROPOSAL_DAYS * 86_400_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: proposals.id });
    if (!row) throw new Error('The proposal could not be written.');
    const [partner] = await tx.select({ fullName: partners.fullName }).from(partners).where(eq(partners.id, partnerId)).limit(1);
    const title = `New proposal: ${company.name}`;
    const body = `${partner?.fullName ?? 'Your partner'} proposes ${input.quantity.toLocaleString('en-IN')} shares of ${company.name} at ${formatPaise(input.pricePaise)} each (${formatPaise(input.pricePaise * input.quantity)}). It is open for ${String(PROPOSAL_DAYS)} days.`;
    await notify(tx, {
      userId: client.id,
      kind: 'proposal.created',
      title,
      body,
      link: '/dashboard/proposals',
      entity: { type: 'proposal', id: row.id },
      email: { subject: title, text: body },
    });
    return { status: 201, message: 'Proposal sent to your client.', data: { proposalId: row.id } };
  };
  const answer = await withOptionalIdempotency(
    db,
    { accountKind: 'partner', accountId: partnerId, key: options.idempotencyKey, request: { endpoint: 'proposals', ...input } },
    run,
  );
  if (!answer.replayed) kickOutbox(db);
  return { ...answer, data: await loadPartnerProposal(db, partnerId, answer.data.proposalId) };
}

export async function listPartnerProposals(db: Db, partnerId: number, query: { status?: ProposalStatusName; page: number; limit: number }) {
  const page = await proposalPage(db, eq(proposals.partnerId, partnerId), query);
  return { ...page, result: page.result.map(partnerView) };
}

async function lockProposal(tx: Tx, where: SQL | undefined) {
  const [row] = await tx.select().from(proposals).where(where).for('update').limit(1);
  if (!row) throw notFound('No such proposal.');
  return row;
}

const isExpired = (row: { status: ProposalStatus; expiresAt: Date }, now: Date) =>
  row.status === 'expired' || (row.status === 'open' && row.expiresAt <= now);

/** Refuses (409) a proposal past its deadline or no longer open. */
function assertOpen(row: { status: ProposalStatus; expiresAt: Date }, now: Date) {
  if (isExpired(row, now)) throw conflict(PROPOSAL_MESSAGES.expired, undefined, 'invalid_transition');
  if (row.status !== 'open') throw conflict(PROPOSAL_MESSAGES.notOpen, undefined, 'invalid_transition');
}

/** Locks the caller's open proposal and closes it: withdrawn by the partner, or declined by the client. */
async function closeProposal(tx: Tx, where: SQL | undefined, status: 'withdrawn' | 'declined', now: Date) {
  const row = await lockProposal(tx, where);
  assertOpen(row, now);
  await tx
    .update(proposals)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(proposals.id, row.id));
  return row;
}

export async function withdrawProposal(db: Db, partnerId: number, id: number, now = new Date()) {
  await db.transaction(async (tx) => {
    await closeProposal(tx, and(eq(proposals.id, id), eq(proposals.partnerId, partnerId)), 'withdrawn', now);
  });
  return loadPartnerProposal(db, partnerId, id);
}

// ---- The client's side (no partner price here: investors never see it) ----

const loadClientProposal = async (db: Db | Tx, userId: number, id: number) =>
  clientView(await oneProposal(proposalRows(db).where(and(eq(proposals.id, id), eq(proposals.userId, userId)))));
export type ClientProposalView = Awaited<ReturnType<typeof loadClientProposal>>;

export async function listClientProposals(db: Db, userId: number, query: { status?: ProposalStatusName; page: number; limit: number }) {
  const page = await proposalPage(db, eq(proposals.userId, userId), query);
  return { ...page, result: page.result.map(clientView) };
}

/**
 * Accepts a proposal: an order at the proposal's price, placed by placeOrder's rules (KYC, lot,
 * availability reserved under the company lock; the price must still lie in the company's current
 * range), in one transaction with the proposal locked. The same key replays the same order; a new
 * key for an accepted proposal is a 409.
 */
export async function acceptProposal(
  db: Db,
  userId: number,
  id: number,
  options: { idempotencyKey: string; now?: Date },
): Promise<StoredAnswer<{ order: Awaited<ReturnType<typeof getOrder>> }>> {
  const now = options.now ?? new Date();
  await assertKycVerified(db, userId);
  await expireOverdueOrders(db, now);
  const answer = await withIdempotency(
    db,
    { accountKind: 'user', accountId: userId, key: options.idempotencyKey, request: { endpoint: 'proposal-accept', id } },
    async (tx) => {
      const proposal = await lockProposal(tx, and(eq(proposals.id, id), eq(proposals.userId, userId)));
      if (proposal.status === 'accepted') throw conflict(PROPOSAL_MESSAGES.alreadyAccepted, undefined, 'invalid_transition');
      assertOpen(proposal, now);
      const [company] = await tx.select({ slug: companies.slug }).from(companies).where(eq(companies.id, proposal.companyId)).limit(1);
      if (!company) throw notFound('No such proposal.');
      const view = await placeOrderInTx(
        tx,
        userId,
        { slug: company.slug, quantity: proposal.quantity, pricePaise: proposal.pricePaise },
        { now, agreed: { pricePaise: proposal.pricePaise, partnerId: proposal.partnerId } },
      );
      await tx
        .update(proposals)
        .set({ status: 'accepted', orderId: view.id, updatedAt: sql`now()` })
        .where(eq(proposals.id, id));
      await notify(tx, {
        partnerId: proposal.partnerId,
        kind: 'proposal.accepted',
        title: `Proposal accepted: order ${view.reference}`,
        body: `Your client accepted your proposal of ${proposal.quantity.toLocaleString('en-IN')} shares of ${view.companyName} at ${formatPaise(proposal.pricePaise)} each.`,
        link: '/Cp/proposals',
        entity: { type: 'proposal', id },
      });
      return {
        status: 201,
        message: `Order ${view.reference} placed. Please pay the total by bank transfer, quoting the reference.`,
        data: { orderId: view.id },
      };
    },
  );
  if (!answer.replayed) kickOutbox(db);
  // The order as GET /api/v1/user/orders/{id} gives it now (with its events).
  return { ...answer, data: { order: await getOrder(db, userId, answer.data.orderId) } };
}

export async function declineProposal(db: Db, userId: number, id: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await closeProposal(tx, and(eq(proposals.id, id), eq(proposals.userId, userId)), 'declined', now);
    await notify(tx, {
      partnerId: row.partnerId,
      kind: 'proposal.declined',
      title: 'Proposal declined',
      body: `Your client declined your proposal of ${row.quantity.toLocaleString('en-IN')} shares at ${formatPaise(row.pricePaise)} each.`,
      link: '/Cp/proposals',
      entity: { type: 'proposal', id },
    });
  });
  return loadClientProposal(db, userId, id);
}

/** What the "New proposal" form offers: the partner's clients and the companies on sale, with both prices. */
export async function proposalChoices(db: Db, partnerId: number) {
  const [clients, shares, standing] = await Promise.all([
    db
      .select({ clientCode: users.userUniqueCode, fullName: users.fullName })
      .from(users)
      .where(eq(users.partnerId, partnerId))
      .orderBy(users.fullName)
      .limit(500),
    db
      .select({
        slug: companies.slug,
        name: companies.name,
        pricePaise: companies.pricePaise,
        partnerPricePaise: companies.brokerPricePaise,
        minQuantity: companies.minQuantity,
      })
      .from(companies)
      .where(and(eq(companies.status, 'Available'), sql`${companies.availableQuantity} >= ${companies.minQuantity}`))
      .orderBy(companies.name),
    db.select({ status: partners.status }).from(partners).where(eq(partners.id, partnerId)).limit(1),
  ]);
  return { clients, shares, approved: standing[0]?.status === 'approved' };
}
