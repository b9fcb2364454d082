// Orders: placing (inventory reserved under the company row's lock), the investor's cancel and
// payment report, expiry of unpaid orders, and the operators' transitions. Every change runs in one
// transaction with the rows it reads locked, and writes an event (and, for operators, the audit log).
//
// Inventory per company: available + reserved + delivered = added (a CHECK constraint holds it).
// Placing moves shares available → reserved; cancel, expiry and rejection move them back; completion
// moves them reserved → delivered and into the investor's holding.
import { randomInt } from 'node:crypto';

import { and, asc, count, desc, eq, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { pagedQuery } from '@/lib/server/db/paging';
import {
  companies,
  holdings,
  kycRecords,
  orderEvents,
  orders,
  platformSettings,
  users,
  type ActorKind,
  type OrderStatus,
} from '@/lib/server/db/schema';
import { badRequest, conflict, HttpError, notFound } from '@/lib/server/http/httpError';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { assertKycVerified } from '@/lib/server/services/kyc';
import { notifyOrderEvent } from '@/lib/server/services/notifications';
import { accrueCommission } from '@/lib/server/services/commissions';
import { audit, type Tx } from '@/lib/server/services/operators';
import { withIdempotency, type StoredAnswer } from '@/lib/server/services/idempotency';
import { orderCharges } from '@/lib/orderCharges';
import { buyRefusal, minQuantityMessage } from '@/lib/validations/cart';
import { ORDER_MESSAGES, type OrderCreateInput, type OrderStatusName, type OrderTransitionInput } from '@/lib/validations/orders';

type Conn = Db | Tx;

// ---- Settings ----

export interface PlatformSettings {
  feeRateBps: number;
  paymentExpiryHours: number;
}
export const DEFAULT_SETTINGS: PlatformSettings = { feeRateBps: 0, paymentExpiryHours: 48 };

export async function getPlatformSettings(db: Conn): Promise<PlatformSettings> {
  const [row] = await db
    .select({ feeRateBps: platformSettings.feeRateBps, paymentExpiryHours: platformSettings.paymentExpiryHours })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
    .limit(1);
  return row ?? DEFAULT_SETTINGS;
}

export async function setPlatformSettings(db: Conn, settings: Partial<PlatformSettings>) {
  const next = { ...(await getPlatformSettings(db)), ...settings };
  await db
    .insert(platformSettings)
    .values({ id: 1, ...next })
    .onConflictDoUpdate({ target: platformSettings.id, set: { ...next, updatedAt: sql`now()` } });
  return next;
}

// ---- Views ----

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** "UM-B-7K3Q9X2M": what the investor quotes with the transfer (no 0/O or 1/I to misread). */
export function newReference(kind: 'B' | 'S'): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET.charAt(randomInt(REFERENCE_ALPHABET.length));
  return `UM-${kind}-${code}`;
}

const orderColumns = {
  id: orders.id,
  reference: orders.reference,
  slug: companies.slug,
  companyName: companies.name,
  quantity: orders.quantity,
  pricePaise: orders.pricePaise,
  considerationPaise: orders.considerationPaise,
  stampDutyPaise: orders.stampDutyPaise,
  feePaise: orders.feePaise,
  gstPaise: orders.gstPaise,
  totalPaise: orders.totalPaise,
  status: orders.status,
  utr: orders.utr,
  paymentReference: orders.paymentReference,
  transferReference: orders.transferReference,
  reason: orders.reason,
  refundReference: orders.refundReference,
  expiresAt: orders.expiresAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

type OrderRow = { [K in keyof typeof orderColumns]: (typeof orderColumns)[K]['_']['data'] } & {
  status: OrderStatus;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

export interface OrderView extends Omit<OrderRow, 'expiresAt' | 'createdAt' | 'updatedAt'> {
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface OrderEventView {
  event: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actor: ActorKind;
  note: string | null;
  at: string;
}

const toView = (row: OrderRow): OrderView => ({
  ...row,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function loadOrder(db: Conn, where: SQL | undefined): Promise<OrderView | null> {
  const [row] = await db.select(orderColumns).from(orders).innerJoin(companies, eq(companies.id, orders.companyId)).where(where).limit(1);
  return row ? toView(row as OrderRow) : null;
}

async function loadEvents(db: Conn, orderId: number): Promise<OrderEventView[]> {
  const rows = await db
    .select({
      event: orderEvents.event,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actor: orderEvents.actorKind,
      note: orderEvents.note,
      at: orderEvents.at,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

async function addEvent(
  tx: Conn,
  orderId: number,
  event: string,
  fromStatus: OrderStatus | null,
  toStatus: OrderStatus,
  actor: { kind: ActorKind; id: number | null },
  note: string | null = null,
) {
  await tx.insert(orderEvents).values({ orderId, event, fromStatus, toStatus, actorKind: actor.kind, actorId: actor.id, note });
  // The investor hears of every change in the panel and by email, committed with the change.
  await notifyOrderEvent(tx, orderId, event);
}

// ---- Placing ----

export interface PlaceOrderOptions {
  idempotencyKey: string;
  now?: Date;
}

/** An order placed from a partner's proposal: at the agreed price, earning for the proposal's partner. */
export interface AgreedTerms {
  pricePaise: number;
  partnerId: number;
}

/**
 * Places one order for one company. 409 with { pricePaise } in data when the price is not the one the
 * investor saw; 4xx for KYC, status, lot and stock. The company row is locked while its stock is read
 * and reserved, so concurrent orders for the last shares cannot oversell.
 */
export async function placeOrder(
  db: Db,
  userId: number,
  input: OrderCreateInput,
  options: PlaceOrderOptions,
): Promise<StoredAnswer<OrderView>> {
  await assertKycVerified(db, userId);
  // Shares held by overdue unpaid orders go back on sale first, so they can be bought now.
  await expireOverdueOrders(db, options.now);
  const answer = await withIdempotency(
    db,
    { accountKind: 'user', accountId: userId, key: options.idempotencyKey, request: { endpoint: 'orders', ...input } },
    async (tx) => {
      const view = await placeOrderInTx(tx, userId, input, { now: options.now });
      return {
        status: 201,
        message: `Order ${view.reference} placed. Please pay the total by bank transfer, quoting the reference.`,
        data: view,
      };
    },
  );
  if (!answer.replayed) kickOutbox(db);
  return answer;
}

/**
 * The body of placeOrder, in the caller's transaction (KYC and expiry checked by the caller). With
 * `agreed`, the price is the proposal's (it must lie in the company's current partner..investor
 * range) instead of the investor price the buyer saw.
 */
export async function placeOrderInTx(
  tx: Tx,
  userId: number,
  input: OrderCreateInput,
  options: { now?: Date; agreed?: AgreedTerms },
): Promise<OrderView> {
  const [company] = await tx.select().from(companies).where(eq(companies.slug, input.slug)).for('update').limit(1);
  if (!company) throw notFound('No company has this slug.');
  const refusal = buyRefusal(company);
  if (refusal) throw conflict(refusal);
  if (input.quantity < company.minQuantity) {
    const message = minQuantityMessage(company.minQuantity);
    throw badRequest(message, { quantity: message });
  }
  if (options.agreed) {
    if (options.agreed.pricePaise < company.brokerPricePaise || options.agreed.pricePaise > company.pricePaise) {
      throw conflict(
        'The price of this company has changed since the proposal was made, and the proposed price is no longer allowed. Please ask your partner for a new proposal.',
        undefined,
        'price_changed',
      );
    }
  } else if (input.pricePaise !== company.pricePaise) {
    throw new HttpError(409, ORDER_MESSAGES.priceChanged, {
      code: 'price_changed',
      errors: { pricePaise: ORDER_MESSAGES.priceChanged },
      data: { slug: company.slug, pricePaise: company.pricePaise, priceUpdatedAt: company.priceUpdatedAt.toISOString() },
    });
  }
  if (input.quantity > company.availableQuantity) {
    const message =
      company.availableQuantity < company.minQuantity
        ? `${company.name} has no shares left to sell right now.`
        : `Only ${company.availableQuantity.toLocaleString('en-IN')} shares of ${company.name} are available.`;
    throw conflict(message, { quantity: message }, 'insufficient_stock');
  }
  const pricePaise = options.agreed?.pricePaise ?? company.pricePaise;
  // The partner who earns on the order: the proposal's, else the partner who referred the investor.
  const [buyer] = await tx.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, userId)).limit(1);
  const partnerId = options.agreed?.partnerId ?? buyer?.partnerId ?? null;
  const settings = await getPlatformSettings(tx);
  const charges = orderCharges(pricePaise, input.quantity, settings.feeRateBps);
  const now = options.now ?? new Date();
  await tx
    .update(companies)
    .set({
      availableQuantity: sql`${companies.availableQuantity} - ${input.quantity}`,
      reservedQuantity: sql`${companies.reservedQuantity} + ${input.quantity}`,
    })
    .where(eq(companies.id, company.id));
  const [order] = await tx
    .insert(orders)
    .values({
      reference: newReference('B'),
      userId,
      companyId: company.id,
      quantity: input.quantity,
      pricePaise,
      ...charges,
      status: 'awaiting_payment',
      expiresAt: new Date(now.getTime() + settings.paymentExpiryHours * 3_600_000),
      createdAt: now,
      updatedAt: now,
      partnerId,
      partnerPricePaise: partnerId === null ? null : company.brokerPricePaise,
    })
    .returning({ id: orders.id });
  const view = order && (await loadOrder(tx, eq(orders.id, order.id)));
  if (!order || !view) throw new Error('The new order could not be read back.');
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, event: 'placed', toStatus: 'awaiting_payment', actorKind: 'user', actorId: userId, at: now });
  await notifyOrderEvent(tx, order.id, 'placed');
  return view;
}

// ---- Reading ----

export async function listOrders(db: Db, userId: number, query: { status?: OrderStatusName; page: number; limit: number }) {
  await expireOverdueOrders(db);
  const where = and(eq(orders.userId, userId), query.status ? eq(orders.status, query.status) : undefined);
  return pagedQuery(
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db.select({ total: count() }).from(orders).where(where),
    query,
    (row) => toView(row as OrderRow),
  );
}

/** The investor's own order with its events; another investor's id is a 404, as a missing one is. */
export async function getOrder(db: Db, userId: number, orderId: number) {
  await expireOverdueOrders(db);
  const order = await loadOrder(db, and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('No such order.');
  return { ...order, events: await loadEvents(db, orderId) };
}

// ---- The investor's moves ----

async function lockOrder(tx: Tx, orderId: number, userId?: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), userId === undefined ? undefined : eq(orders.userId, userId)))
    .for('update')
    .limit(1);
  if (!row) throw notFound('No such order.');
  return row;
}

/** Shares of a cancelled, expired or rejected order go back on sale. */
async function releaseShares(tx: Tx, companyId: number, quantity: number) {
  await tx
    .update(companies)
    .set({
      availableQuantity: sql`${companies.availableQuantity} + ${quantity}`,
      reservedQuantity: sql`${companies.reservedQuantity} - ${quantity}`,
    })
    .where(eq(companies.id, companyId));
}

export async function cancelOrder(db: Db, userId: number, orderId: number) {
  await expireOverdueOrders(db);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (order.status !== 'awaiting_payment')
      throw conflict('Only an order awaiting payment can be cancelled.', undefined, 'invalid_transition');
    await tx
      .update(orders)
      .set({ status: 'cancelled', reason: 'Cancelled by the investor', updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await releaseShares(tx, order.companyId, order.quantity);
    await addEvent(tx, orderId, 'cancelled', 'awaiting_payment', 'cancelled', { kind: 'user', id: userId });
  });
  kickOutbox(db);
  return getOrder(db, userId, orderId);
}

/**
 * The investor reports the bank transfer's UTR (again, to correct it, while still awaiting payment).
 * An order with a reported payment no longer expires: operators confirm or reject it.
 */
export async function reportPayment(db: Db, userId: number, orderId: number, utr: string) {
  await expireOverdueOrders(db);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (order.status !== 'awaiting_payment') throw conflict(ORDER_MESSAGES.notAwaitingPayment, undefined, 'invalid_transition');
    await tx
      .update(orders)
      .set({ utr, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await addEvent(tx, orderId, 'payment_reported', 'awaiting_payment', 'awaiting_payment', { kind: 'user', id: userId }, `UTR ${utr}`);
  });
  kickOutbox(db);
  return getOrder(db, userId, orderId);
}

// ---- Expiry ----

const EXPIRY_BATCH = 200;

/**
 * Cancels orders still awaiting payment (with no payment reported) past their deadline, releasing
 * their shares, with an 'expired' event. Safe to run from every instance at once: each overdue row
 * is locked by exactly one of them (FOR UPDATE SKIP LOCKED) and re-checked under the lock. Returns how many expired.
 */
export async function expireOverdueOrders(db: Db, now: Date = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id, companyId: orders.companyId, quantity: orders.quantity })
        .from(orders)
        .where(and(eq(orders.status, 'awaiting_payment'), isNull(orders.utr), lte(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt), asc(orders.id))
        .limit(EXPIRY_BATCH)
        .for('update', { skipLocked: true });
      for (const order of due) {
        await tx
          .update(orders)
          .set({ status: 'cancelled', reason: 'Expired: payment was not received in time', updatedAt: sql`now()` })
          .where(eq(orders.id, order.id));
        await releaseShares(tx, order.companyId, order.quantity);
        await addEvent(
          tx,
          order.id,
          'expired',
          'awaiting_payment',
          'cancelled',
          { kind: 'system', id: null },
          'Payment was not received in time.',
        );
      }
      return due.length;
    });
    expired += batch;
    if (batch > 0) kickOutbox(db);
    if (batch < EXPIRY_BATCH) return expired;
  }
}

// ---- Operators ----

/** Where an order may go next, and what each step needs. */
export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  awaiting_payment: ['payment_received', 'rejected'],
  payment_received: ['transfer_initiated', 'rejected'],
  transfer_initiated: ['completed', 'rejected'],
  completed: [],
  cancelled: [],
  rejected: [],
};

const requireField = (value: string | undefined, field: string, message: string): string => {
  if (!value) throw badRequest(message, { [field]: message });
  return value;
};

export async function transitionOrder(db: Db, operatorId: number, orderId: number, input: OrderTransitionInput) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!ORDER_TRANSITIONS[order.status].includes(input.to)) {
      throw conflict(
        `An order that is ${order.status.replace(/_/g, ' ')} cannot move to ${input.to.replace(/_/g, ' ')}.`,
        undefined,
        'invalid_transition',
      );
    }
    const before = {
      status: order.status,
      paymentReference: order.paymentReference,
      transferReference: order.transferReference,
      reason: order.reason,
      refundReference: order.refundReference,
    };
    const set: Partial<typeof orders.$inferInsert> = { status: input.to };
    let note: string | null = null;
    if (input.to === 'payment_received') {
      set.paymentReference = requireField(
        input.paymentReference,
        'paymentReference',
        'Please enter the payment reference of the money received.',
      );
      note = `Payment reference ${set.paymentReference}`;
    } else if (input.to === 'transfer_initiated') {
      set.transferReference = requireField(input.transferReference, 'transferReference', 'Please enter the depository transfer reference.');
      note = `Transfer reference ${set.transferReference}`;
    } else if (input.to === 'rejected') {
      set.reason = requireField(input.reason, 'reason', 'Please give the reason for rejecting the order.');
      note = set.reason;
      if (order.status !== 'awaiting_payment') {
        set.refundReference = requireField(
          input.refundReference,
          'refundReference',
          'The investor has paid: please enter the refund reference.',
        );
        note = `${set.reason} (refund ${set.refundReference})`;
      }
      await releaseShares(tx, order.companyId, order.quantity);
    } else if (input.to === 'completed') {
      await accrueCommission(tx, order);
      await tx
        .update(companies)
        .set({
          reservedQuantity: sql`${companies.reservedQuantity} - ${order.quantity}`,
          deliveredQuantity: sql`${companies.deliveredQuantity} + ${order.quantity}`,
        })
        .where(eq(companies.id, order.companyId));
      await tx
        .insert(holdings)
        .values({ userId: order.userId, companyId: order.companyId, quantity: order.quantity, costPaise: order.considerationPaise })
        .onConflictDoUpdate({
          target: [holdings.userId, holdings.companyId],
          set: {
            quantity: sql`${holdings.quantity} + ${order.quantity}`,
            costPaise: sql`${holdings.costPaise} + ${order.considerationPaise}`,
            updatedAt: sql`now()`,
          },
        });
    }
    await tx
      .update(orders)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await addEvent(tx, orderId, input.to, order.status, input.to, { kind: 'operator', id: operatorId }, note);
    await audit(tx, operatorId, {
      action: `order.${input.to}`,
      entity: 'order',
      entityId: orderId,
      before,
      after: { ...before, ...set },
    });
  });
  kickOutbox(db);
  return getAdminOrder(db, orderId);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAdminOrders(db: Db, query: { status?: OrderStatusName; q?: string; page: number; limit: number }) {
  await expireOverdueOrders(db);
  const search = query.q
    ? or(
        ilike(orders.reference, likePattern(query.q)),
        ilike(users.email, likePattern(query.q)),
        ilike(users.fullName, likePattern(query.q)),
        ilike(users.userUniqueCode, likePattern(query.q)),
      )
    : undefined;
  const where = and(query.status ? eq(orders.status, query.status) : undefined, search);
  const columns = {
    ...orderColumns,
    investor: { id: users.id, fullName: users.fullName, email: users.email, userUniqueCode: users.userUniqueCode },
  };
  return pagedQuery(
    db
      .select(columns)
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      // A queue (one status) is worked oldest first; the full list shows the newest first.
      .orderBy(query.status ? asc(orders.updatedAt) : desc(orders.createdAt), asc(orders.id)),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
    query,
    ({ investor, ...row }) => ({ ...toView(row as OrderRow), investor }),
  );
}

/** An order as operators see it: the investor, their KYC bank and demat accounts, the events and the allowed next steps. */
export async function getAdminOrder(db: Db, orderId: number) {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  const order = row && (await loadOrder(db, eq(orders.id, orderId)));
  if (!row || !order) throw notFound('No such order.');
  const [investor] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      userUniqueCode: users.userUniqueCode,
      kycStatus: kycRecords.status,
      depository: kycRecords.depository,
      dpId: kycRecords.dpId,
      clientId: kycRecords.clientId,
      bankAccountName: kycRecords.bankAccountName,
      bankAccountNumber: kycRecords.bankAccountNumber,
      ifsc: kycRecords.ifsc,
    })
    .from(users)
    .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(eq(users.id, row.userId))
    .limit(1);
  return { ...order, investor: investor ?? null, events: await loadEvents(db, orderId), nextSteps: ORDER_TRANSITIONS[order.status] };
}
