// Selling back to the platform: the investor asks to sell at the company's buy-back quote, transfers
// the shares to the platform's demat account, and is paid once operators see them arrive.
// requested → shares_received → completed, or cancelled (by the investor, before the shares arrive)
// / rejected (by operators, with a reason). A completed sale reduces the holding.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';

import { saleQuote } from '@/lib/feeSchedule';
import { paiseToRupees, type ListExport } from '@/lib/reports/csv';
import type { Db } from '@/lib/server/db/client';
import { pagedQuery } from '@/lib/server/db/paging';
import { companies, holdings, sellRequestEvents, sellRequests, users, type ActorKind, type SellStatus } from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { publishedCompany } from '@/lib/server/services/companies';
import { withIdempotency, type StoredAnswer } from '@/lib/server/services/idempotency';
import { investorForDesk } from '@/lib/server/services/kyc';
import { notifySellEvent } from '@/lib/server/services/notifications';
import { audit, type Tx } from '@/lib/server/services/operators';
import { asReference, dealCsvColumns, investorsNamed, newReference } from '@/lib/server/services/orders';
import { getFeeSchedule } from '@/lib/server/services/settings';
import type { SellCreateInput, SellStatusName, SellTransitionInput } from '@/lib/validations/orders';

type Conn = Db | Tx;
const OPEN: SellStatus[] = ['requested', 'shares_received'];

const sellColumns = {
  id: sellRequests.id,
  reference: sellRequests.reference,
  slug: companies.slug,
  companyName: companies.name,
  quantity: sellRequests.quantity,
  quotePaise: sellRequests.quotePaise,
  proceedsPaise: sellRequests.proceedsPaise,
  status: sellRequests.status,
  paymentReference: sellRequests.paymentReference,
  disReference: sellRequests.disReference,
  disReportedAt: sellRequests.disReportedAt,
  reason: sellRequests.reason,
  createdAt: sellRequests.createdAt,
  updatedAt: sellRequests.updatedAt,
};

interface SellRow {
  id: number;
  reference: string;
  slug: string;
  companyName: string;
  quantity: number;
  quotePaise: number;
  proceedsPaise: number;
  status: SellStatus;
  paymentReference: string | null;
  disReference: string | null;
  disReportedAt: Date | null;
  reason: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type SellView = Omit<SellRow, 'createdAt' | 'updatedAt' | 'disReportedAt'> & {
  disReportedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

const toView = (row: SellRow): SellView => ({
  ...row,
  disReportedAt: row.disReportedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function loadSell(db: Conn, id: number, userId?: number): Promise<SellView | null> {
  const [row] = await db
    .select(sellColumns)
    .from(sellRequests)
    .innerJoin(companies, eq(companies.id, sellRequests.companyId))
    .where(and(eq(sellRequests.id, id), userId === undefined ? undefined : eq(sellRequests.userId, userId)))
    .limit(1);
  return row ? toView(row) : null;
}

async function loadEvents(db: Conn, id: number) {
  const rows = await db
    .select({
      event: sellRequestEvents.event,
      fromStatus: sellRequestEvents.fromStatus,
      toStatus: sellRequestEvents.toStatus,
      actor: sellRequestEvents.actorKind,
      note: sellRequestEvents.note,
      at: sellRequestEvents.at,
    })
    .from(sellRequestEvents)
    .where(eq(sellRequestEvents.sellRequestId, id))
    .orderBy(asc(sellRequestEvents.at), asc(sellRequestEvents.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

async function addEvent(
  tx: Conn,
  id: number,
  from: SellStatus | null,
  to: SellStatus,
  actor: { kind: ActorKind; id: number | null },
  note: string | null = null,
) {
  await tx
    .insert(sellRequestEvents)
    .values({ sellRequestId: id, event: to, fromStatus: from, toStatus: to, actorKind: actor.kind, actorId: actor.id, note });
  // The investor hears of every change in the panel and by email, committed with the change.
  await notifySellEvent(tx, id, to);
}

/** Shares of the company in open sell requests of the investor. */
async function openSellQuantity(tx: Conn, userId: number, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${sellRequests.quantity}), 0)` })
    .from(sellRequests)
    .where(and(eq(sellRequests.userId, userId), eq(sellRequests.companyId, companyId), inArray(sellRequests.status, OPEN)));
  return Number(row?.total ?? 0);
}

export async function createSellRequest(
  db: Db,
  userId: number,
  input: SellCreateInput,
  idempotencyKey: string,
): Promise<StoredAnswer<SellView>> {
  const answer = await withIdempotency(
    db,
    { accountKind: 'user', accountId: userId, key: idempotencyKey, request: { endpoint: 'sell', ...input } },
    async (tx) => {
      const [company] = await tx
        .select({ id: companies.id, name: companies.name, buybackPricePaise: companies.buybackPricePaise })
        .from(companies)
        .where(and(eq(companies.slug, input.slug), publishedCompany()))
        .limit(1);
      if (!company) throw notFound('No company has this slug.');
      // The holding's row lock serialises this investor's sales of this company.
      const [holding] = await tx
        .select({ quantity: holdings.quantity })
        .from(holdings)
        .where(and(eq(holdings.userId, userId), eq(holdings.companyId, company.id)))
        .for('update')
        .limit(1);
      const sellable = (holding?.quantity ?? 0) - (await openSellQuantity(tx, userId, company.id));
      if (input.quantity > sellable) {
        const message =
          sellable <= 0
            ? `You have no shares of ${company.name} to sell.`
            : `You can sell at most ${sellable.toLocaleString('en-IN')} shares of ${company.name} (held, less open sell requests).`;
        throw badRequest(message, { quantity: message });
      }
      if (company.buybackPricePaise === null) throw conflict(`${company.name} has no buy-back quote right now. Please try again later.`);
      const quote = saleQuote(await getFeeSchedule(tx), company.buybackPricePaise, input.quantity);
      const [row] = await tx
        .insert(sellRequests)
        .values({
          reference: newReference('S'),
          userId,
          companyId: company.id,
          quantity: input.quantity,
          quotePaise: company.buybackPricePaise,
          proceedsPaise: quote.proceedsPaise,
          status: 'requested',
        })
        .returning({ id: sellRequests.id });
      const view = row && (await loadSell(tx, row.id));
      if (!row || !view) throw new Error('The new sell request could not be read back.');
      await addEvent(tx, row.id, null, 'requested', { kind: 'user', id: userId });
      return {
        status: 201,
        message: `Sell request ${view.reference} received. Please transfer the shares to the platform's demat account, quoting the reference.`,
        data: view,
      };
    },
  );
  if (!answer.replayed) kickOutbox(db);
  return answer;
}

export async function listSellRequests(db: Db, userId: number, query: { status?: SellStatusName; page: number; limit: number }) {
  const where = and(eq(sellRequests.userId, userId), query.status ? eq(sellRequests.status, query.status) : undefined);
  return pagedQuery(
    db
      .select(sellColumns)
      .from(sellRequests)
      .innerJoin(companies, eq(companies.id, sellRequests.companyId))
      .where(where)
      .orderBy(desc(sellRequests.createdAt), desc(sellRequests.id)),
    db.select({ total: count() }).from(sellRequests).where(where),
    query,
    toView,
  );
}

export async function getSellRequest(db: Db, userId: number, id: number) {
  const sell = await loadSell(db, id, userId);
  if (!sell) throw notFound('No such sell request.');
  return { ...sell, events: await loadEvents(db, id) };
}

async function lockSell(tx: Tx, id: number, userId?: number) {
  const [row] = await tx
    .select()
    .from(sellRequests)
    .where(and(eq(sellRequests.id, id), userId === undefined ? undefined : eq(sellRequests.userId, userId)))
    .for('update')
    .limit(1);
  if (!row) throw notFound('No such sell request.');
  return row;
}

export async function cancelSellRequest(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const sell = await lockSell(tx, id, userId);
    if (sell.status !== 'requested')
      throw conflict('A sell request can be cancelled only before the shares arrive.', undefined, 'invalid_transition');
    await tx
      .update(sellRequests)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(eq(sellRequests.id, id));
    await addEvent(tx, id, 'requested', 'cancelled', { kind: 'user', id: userId });
  });
  kickOutbox(db);
  return getSellRequest(db, userId, id);
}

/**
 * The seller enters (or corrects) the DIS / transfer reference of the shares they sent, while the sale
 * waits for them: kept with the time, and written in the sale's history for the desk. Another
 * investor's sale is a 404, as a missing one is.
 */
export async function reportDisReference(db: Db, userId: number, id: number, disReference: string) {
  await db.transaction(async (tx) => {
    const sell = await lockSell(tx, id, userId);
    if (sell.status !== 'requested')
      throw conflict('The transfer reference can be entered only until the shares arrive.', undefined, 'invalid_transition');
    await tx
      .update(sellRequests)
      .set({ disReference, disReportedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(sellRequests.id, id));
    await tx.insert(sellRequestEvents).values({
      sellRequestId: id,
      event: 'dis_reported',
      fromStatus: sell.status,
      toStatus: sell.status,
      actorKind: 'user',
      actorId: userId,
      note: `${sell.disReference ? 'Transfer reference corrected to' : 'Transfer reference'} ${disReference}`,
    });
  });
  return getSellRequest(db, userId, id);
}

export const SELL_TRANSITIONS: Record<SellStatus, SellStatus[]> = {
  requested: ['shares_received', 'rejected'],
  shares_received: ['completed', 'rejected'],
  completed: [],
  cancelled: [],
  rejected: [],
};

export async function transitionSellRequest(db: Db, operatorId: number, id: number, input: SellTransitionInput) {
  await db.transaction(async (tx) => {
    const sell = await lockSell(tx, id);
    if (!SELL_TRANSITIONS[sell.status].includes(input.to)) {
      throw conflict(
        `A sell request that is ${sell.status.replace(/_/g, ' ')} cannot move to ${input.to.replace(/_/g, ' ')}.`,
        undefined,
        'invalid_transition',
      );
    }
    const before = { status: sell.status, paymentReference: sell.paymentReference, reason: sell.reason };
    const set: Partial<typeof sellRequests.$inferInsert> = { status: input.to };
    let note: string | null = null;
    if (input.to === 'completed') {
      if (!input.paymentReference) {
        const message = 'Please enter the reference of the payment to the investor.';
        throw badRequest(message, { paymentReference: message });
      }
      set.paymentReference = input.paymentReference;
      note = `Payment reference ${input.paymentReference}`;
      const [holding] = await tx
        .select()
        .from(holdings)
        .where(and(eq(holdings.userId, sell.userId), eq(holdings.companyId, sell.companyId)))
        .for('update')
        .limit(1);
      if (!holding || holding.quantity < sell.quantity)
        throw conflict('The investor no longer holds these shares.', undefined, 'insufficient_stock');
      // The cost of the shares sold leaves with them, at the holding's average cost.
      const costSold = Math.round((holding.costPaise * sell.quantity) / holding.quantity);
      await tx
        .update(holdings)
        .set({ quantity: holding.quantity - sell.quantity, costPaise: holding.costPaise - costSold, updatedAt: sql`now()` })
        .where(and(eq(holdings.userId, sell.userId), eq(holdings.companyId, sell.companyId)));
    } else if (input.to === 'rejected') {
      if (!input.reason) {
        const message = 'Please give the reason for rejecting the sale.';
        throw badRequest(message, { reason: message });
      }
      set.reason = input.reason;
      note = input.reason;
    }
    await tx
      .update(sellRequests)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(sellRequests.id, id));
    await addEvent(tx, id, sell.status, input.to, { kind: 'operator', id: operatorId }, note);
    await audit(tx, operatorId, { action: `sell.${input.to}`, entity: 'sell_request', entityId: id, before, after: { ...before, ...set } });
  });
  kickOutbox(db);
  return getAdminSellRequest(db, id);
}

/**
 * The console's sell requests: by status, searched, and within a desk queue (`where`: queueWhere of queues.ts).
 * The search names a sale by its reference or its investor (investorsNamed: code, PAN's last four, name or
 * email), each read through an index of the sales.
 */
export async function listAdminSellRequests(
  db: Db,
  query: { status?: SellStatusName; q?: string; where?: SQL; page: number; limit: number },
) {
  const search = query.q
    ? or(eq(sellRequests.reference, asReference(query.q)), sql`${sellRequests.userId} = any(${investorsNamed(query.q)})`)
    : undefined;
  const where = and(query.status ? eq(sellRequests.status, query.status) : undefined, search, query.where);
  return pagedQuery(
    db
      .select({
        ...sellColumns,
        investor: { id: users.id, fullName: users.fullName, email: users.email, userUniqueCode: users.userUniqueCode },
      })
      .from(sellRequests)
      .innerJoin(companies, eq(companies.id, sellRequests.companyId))
      .innerJoin(users, eq(users.id, sellRequests.userId))
      .where(where)
      .orderBy(query.status || query.where ? asc(sellRequests.updatedAt) : desc(sellRequests.createdAt), asc(sellRequests.id)),
    db.$count(sellRequests, where),
    query,
    ({ investor, ...row }) => ({ ...toView(row), investor }),
  );
}

type AdminSellRow = Awaited<ReturnType<typeof listAdminSellRequests>>['result'][number];

/** The sales list as CSV: what the table shows, in plain values. */
export const ADMIN_SALES_CSV: ListExport<AdminSellRow> = {
  name: 'sales',
  columns: [
    ...dealCsvColumns<AdminSellRow>(),
    { header: 'quoteRupees', value: (row) => paiseToRupees(row.quotePaise) },
    { header: 'proceedsRupees', value: (row) => paiseToRupees(row.proceedsPaise) },
    { header: 'status', value: (row) => row.status },
    { header: 'paymentReference', value: (row) => row.paymentReference },
    { header: 'createdAt', value: (row) => row.createdAt },
    { header: 'updatedAt', value: (row) => row.updatedAt },
  ],
};

export async function getAdminSellRequest(db: Db, id: number) {
  const [owner] = await db.select({ userId: sellRequests.userId }).from(sellRequests).where(eq(sellRequests.id, id)).limit(1);
  const sell = owner && (await loadSell(db, id));
  if (!owner || !sell) throw notFound('No such sell request.');
  return {
    ...sell,
    investor: await investorForDesk(db, owner.userId),
    events: await loadEvents(db, id),
    nextSteps: SELL_TRANSITIONS[sell.status],
  };
}
