// Orders: placing (inventory reserved under the company row's lock, within the investor's limits on
// unpaid orders), the investor's cancel and payment report, the sweep of unpaid orders, and the
// operators' transitions. Every change runs in one transaction with the rows it reads locked, and
// writes an event (and, for operators, the audit log).
//
// Inventory per company: available + reserved + delivered = added (a CHECK constraint holds it).
// Placing moves shares available → reserved; cancel, expiry, rejection and a reported payment left
// unconfirmed too long (payment_to_check) move them back; confirming such a payment reserves them
// again; completion moves them reserved → delivered and into the investor's holding.
import { randomInt } from 'node:crypto';

import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';

import { brand } from '@/lib/brand';
import type { Db } from '@/lib/server/db/client';
import { uniqueIndexName, violatedUniqueConstraint } from '@/lib/server/db/errors';
import { pickColumns } from '@/lib/server/db/columns';
import { pagedQuery } from '@/lib/server/db/paging';
import {
  cartItems,
  companies,
  holdings,
  kycRecords,
  orderEvents,
  orders,
  paymentGroups,
  users,
  type ActorKind,
  type OrderStatus,
} from '@/lib/server/db/schema';
import { badRequest, conflict, HttpError, notFound } from '@/lib/server/http/httpError';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { assertNonePending, propose } from '@/lib/server/services/approvals';
import { assertKycVerified, investorForDesk } from '@/lib/server/services/kyc';
import { notifyOrderEvent, notifyPaymentGroupEvent } from '@/lib/server/services/notifications';
import { accrueCommission } from '@/lib/server/services/commissions';
import { audit, type Tx } from '@/lib/server/services/operators';
import { withIdempotency, type StoredAnswer } from '@/lib/server/services/idempotency';
import { assertRiskAcknowledged } from '@/lib/server/services/riskAcknowledgement';
import { getPlatformSettings, holidaysFrom, settingInSql, type PlatformSettings } from '@/lib/server/services/settings';
import { formatDate, formatPaise } from '@/lib/format';
import { paiseToRupees, type CsvColumn, type ListExport } from '@/lib/reports/csv';
import { indiaDay, transferDueOn } from '@/lib/workingDays';
import { buyQuote, feeScheduleOf } from '@/lib/feeSchedule';
import { partnerPriceFloorPaise } from '@/lib/prices/controls';
import { buyRefusal, minQuantityMessage } from '@/lib/validations/cart';
import {
  ORDER_MESSAGES,
  openOrderLimitMessage,
  type CheckoutInput,
  type OrderCreateInput,
  type OrderStatusName,
  type OrderTransitionInput,
  type PaymentConfirmInput,
  UTR_PATTERN,
} from '@/lib/validations/orders';
import { publishedCompany } from '@/lib/server/services/companies';
import { ORDER_REASONS } from '@/lib/status/orders';

type Conn = Db | Tx;

// ---- Views ----

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** "PB-B-7K3Q9X2M": what the investor quotes with the transfer (no 0/O or 1/I to misread); P: a checkout's one payment. */
export function newReference(kind: 'B' | 'S' | 'P'): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET.charAt(randomInt(REFERENCE_ALPHABET.length));
  return `${brand.referencePrefix}-${kind}-${code}`;
}

/**
 * A transfer past its due day in India (transfer_due_on, set when the desk started it): the one condition
 * the desk's overdue transfers (queues.ts), the orders list's `overdue` filter and the investor's tracker read.
 */
export const transferOverdue = sql<boolean>`(${orders.status} = 'transfer_initiated' and ${orders.transferDueOn} < (now() at time zone 'Asia/Kolkata')::date)`;

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
  paymentReportedAt: orders.paymentReportedAt,
  paymentReference: orders.paymentReference,
  transferReference: orders.transferReference,
  transferDueOn: orders.transferDueOn,
  transferOverdue: sql<boolean>`coalesce(${transferOverdue}, false)`.mapWith(Boolean),
  reason: orders.reason,
  refundReference: orders.refundReference,
  expiresAt: orders.expiresAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  paymentGroupId: orders.paymentGroupId,
};

type OrderColumns = Omit<typeof orderColumns, 'transferOverdue'>;
type OrderRow = Omit<{ [K in keyof OrderColumns]: OrderColumns[K]['_']['data'] }, 'paymentReportedAt' | 'paymentGroupId'> & {
  transferOverdue: boolean;
  paymentGroupId: number | null;
  status: OrderStatus;
  paymentReportedAt: Date | null;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

export interface OrderView extends Omit<OrderRow, 'paymentReportedAt' | 'expiresAt' | 'createdAt' | 'updatedAt'> {
  paymentReportedAt: string | null;
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
  paymentReportedAt: row.paymentReportedAt?.toISOString() ?? null,
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
  tell = true,
) {
  await tx.insert(orderEvents).values({ orderId, event, fromStatus, toStatus, actorKind: actor.kind, actorId: actor.id, note });
  // The investor hears of every change in the panel and by email, committed with the change (unless
  // the caller tells them once for a payment group).
  if (tell) await notifyOrderEvent(tx, orderId, event);
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
 * investor saw; 4xx for KYC, status, lot, stock and the investor's limits on unpaid orders. The
 * investor's row is locked while their open orders are counted, and the company row while its stock is
 * read and reserved, so concurrent orders can neither oversell nor overshoot a limit.
 */
export async function placeOrder(
  db: Db,
  userId: number,
  input: OrderCreateInput,
  options: PlaceOrderOptions,
): Promise<StoredAnswer<OrderView>> {
  return placing(db, userId, options, { endpoint: 'orders', ...input }, async (tx) => {
    const view = await placeOrderInTx(tx, userId, input, { now: options.now });
    return {
      status: 201,
      message: `Order ${view.reference} placed. Please pay the total by bank transfer, quoting the reference.`,
      data: view,
    };
  });
}

/**
 * What every placing does around its transaction: KYC checked, overdue orders swept first (their shares
 * go back on sale, so they can be bought now), the work run once per Idempotency-Key, the mail sent.
 */
async function placing<T>(
  db: Db,
  userId: number,
  options: PlaceOrderOptions,
  request: Record<string, unknown>,
  run: (tx: Tx) => Promise<{ status: number; message: string; data: T }>,
): Promise<StoredAnswer<T>> {
  await assertKycVerified(db, userId);
  await expireOverdueOrders(db, options.now);
  const answer = await withIdempotency(db, { accountKind: 'user', accountId: userId, key: options.idempotencyKey, request }, run);
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
  options: { now?: Date; agreed?: AgreedTerms; /** A checkout of several: the group is told once, not each order. */ inGroup?: boolean },
): Promise<OrderView> {
  // The investor first, then the company: every placing takes the two locks in this order.
  const [buyer] = await tx.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, userId)).for('update').limit(1);
  if (!buyer) throw notFound('No such investor.');
  // No money moves before the investor has accepted the current risk statement (428).
  await assertRiskAcknowledged(tx, userId);
  const [company] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.slug, input.slug), publishedCompany()))
    .for('update')
    .limit(1);
  if (!company) throw notFound('No company has this slug.');
  const refusal = buyRefusal(company);
  if (refusal) throw conflict(refusal);
  if (input.quantity < company.minQuantity) {
    const message = minQuantityMessage(company.minQuantity);
    throw badRequest(message, { quantity: message });
  }
  const settings = await getPlatformSettings(tx);
  if (options.agreed) {
    const lowest = Math.max(company.brokerPricePaise, partnerPriceFloorPaise(company.pricePaise, settings.partnerPriceFloorPercent));
    if (options.agreed.pricePaise < lowest || options.agreed.pricePaise > company.pricePaise) {
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
  await assertWithinStockShare(tx, userId, company, input.quantity, settings);
  const pricePaise = options.agreed?.pricePaise ?? company.pricePaise;
  // The partner who earns on the order: the proposal's, else the partner who referred the investor.
  const partnerId = options.agreed?.partnerId ?? buyer.partnerId;
  const charges = buyQuote(feeScheduleOf(settings), pricePaise, input.quantity);
  await assertWithinOpenOrderLimits(tx, userId, charges.totalPaise, settings);
  const now = options.now ?? new Date();
  await reserveShares(tx, company.id, input.quantity);
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
  if (!options.inGroup) await notifyOrderEvent(tx, order.id, 'placed');
  return view;
}

// ---- A checkout: its orders and one payment ----

/** A checkout's one payment: its reference and amount (the sum of its orders' totals), and the orders it pays. */
export interface PaymentGroupView {
  id: number;
  reference: string;
  totalPaise: number;
  utr: string | null;
  orders: { id: number; reference: string; companyName: string; totalPaise: number; status: OrderStatus }[];
}

async function loadPaymentGroup(db: Conn, groupId: number | null): Promise<PaymentGroupView | null> {
  if (groupId === null) return null;
  const [group] = await db
    .select({ id: paymentGroups.id, reference: paymentGroups.reference, totalPaise: paymentGroups.totalPaise, utr: paymentGroups.utr })
    .from(paymentGroups)
    .where(eq(paymentGroups.id, groupId))
    .limit(1);
  if (!group) return null;
  const members = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      companyName: companies.name,
      totalPaise: orders.totalPaise,
      status: orders.status,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.paymentGroupId, groupId))
    .orderBy(asc(orders.id));
  return { ...group, orders: members };
}

/** What a checkout answers: its orders, and the one payment that pays them (null for a single order, paid with its own reference). */
export interface CheckoutView {
  payment: PaymentGroupView | null;
  orders: OrderView[];
}

/**
 * Refuses (409) a checkout in which any line's price is not the one the investor saw, naming every such
 * line's new price at once (data.prices), so one more confirmation is enough. Re-checked under each
 * company's lock by placeOrderInTx; this read only saves a round per changed line.
 */
function assertCheckoutPrices(input: CheckoutInput, current: { slug: string; pricePaise: number }[]) {
  const prices = current.filter((company) =>
    input.lines.some((line) => line.slug === company.slug && line.pricePaise !== company.pricePaise),
  );
  if (prices.length === 0) return;
  const errors = Object.fromEntries(
    input.lines.flatMap((line, index) =>
      prices.some((price) => price.slug === line.slug) ? [[`lines.${index}.pricePaise`, ORDER_MESSAGES.priceChanged]] : [],
    ),
  );
  throw new HttpError(409, ORDER_MESSAGES.priceChanged, { code: 'price_changed', errors, data: { prices } });
}

/**
 * Places a checkout: one order per company (each with its own reference, charges and tracker) and, for
 * two or more, one payment group with one reference and one amount, all in one transaction under one
 * Idempotency-Key (a retry replays the answer; nothing is ordered twice), and the ordered lines leave the
 * cart. Any line refused refuses the whole checkout: its error names the line (data.slug). Companies are
 * locked in id order, as the sweep releases them, so two checkouts never wait on each other in a circle.
 */
export async function placeCheckout(
  db: Db,
  userId: number,
  input: CheckoutInput,
  options: PlaceOrderOptions,
): Promise<StoredAnswer<CheckoutView>> {
  return placing(db, userId, options, { endpoint: 'checkout', ...input }, async (tx) => {
    const ids = await tx
      .select({ id: companies.id, slug: companies.slug, pricePaise: companies.pricePaise })
      .from(companies)
      .where(
        inArray(
          companies.slug,
          input.lines.map((line) => line.slug),
        ),
      );
    assertCheckoutPrices(
      input,
      ids.map(({ slug, pricePaise }) => ({ slug, pricePaise })),
    );
    const idOf = (slug: string) => ids.find((company) => company.slug === slug)?.id ?? 0;
    const lines = [...input.lines].sort((a, b) => idOf(a.slug) - idOf(b.slug));
    const placed: OrderView[] = [];
    for (const line of lines) {
      try {
        placed.push(await placeOrderInTx(tx, userId, line, { now: options.now, inGroup: lines.length > 1 }));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const data = typeof error.data === 'object' && error.data !== null ? error.data : {};
        throw new HttpError(error.status, error.message, { code: error.code, errors: error.errors, data: { ...data, slug: line.slug } });
      }
    }
    let payment: PaymentGroupView | null = null;
    if (placed.length > 1) {
      const [group] = await tx
        .insert(paymentGroups)
        .values({ reference: newReference('P'), userId, totalPaise: placed.reduce((sum, order) => sum + order.totalPaise, 0) })
        .returning({ id: paymentGroups.id });
      if (!group) throw new Error('The payment group was not stored.');
      await tx
        .update(orders)
        .set({ paymentGroupId: group.id })
        .where(
          inArray(
            orders.id,
            placed.map((order) => order.id),
          ),
        );
      payment = await loadPaymentGroup(tx, group.id);
      // One message for one payment: its amount and reference, not each order's.
      await notifyPaymentGroupEvent(tx, group.id, 'placed');
    }
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.userId, userId),
        inArray(
          cartItems.companyId,
          ids.map((company) => company.id),
        ),
      ),
    );
    const reference = payment?.reference ?? placed[0]?.reference ?? '';
    return {
      status: 201,
      message:
        placed.length > 1
          ? `${String(placed.length)} orders placed. Please pay the total in one bank transfer, quoting ${reference}.`
          : `Order ${reference} placed. Please pay the total by bank transfer, quoting the reference.`,
      data: { payment, orders: placed.map((order) => ({ ...order, paymentGroupId: payment?.id ?? null })) },
    };
  });
}

/** When the investor first reported the payment; for orders reported before that was kept, their last change. */
export const paymentReportedSince = sql<Date>`coalesce(${orders.paymentReportedAt}, ${orders.updatedAt})`;

/** Orders placed but not paid: they count against the investor's limits until paid, cancelled or rejected. */
export const UNPAID_STATUSES = ['awaiting_payment', 'payment_to_check'] as const satisfies readonly OrderStatus[];

/**
 * Refuses (409) an order that would take the investor past the platform's limits on unpaid orders, by
 * count and by total value: one investor cannot take a company's stock off sale with orders they
 * never pay. The caller holds the investor's row lock, so parallel orders are counted one at a time.
 */
async function assertWithinOpenOrderLimits(tx: Tx, userId: number, totalPaise: number, settings: PlatformSettings) {
  const [open] = await tx
    .select({ count: count(), totalPaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, UNPAID_STATUSES)));
  const openCount = open?.count ?? 0;
  const openPaise = open?.totalPaise ?? 0;
  if (openCount >= settings.maxOpenOrders) {
    throw conflict(openOrderLimitMessage.count(settings.maxOpenOrders), undefined, 'open_order_limit');
  }
  if (openPaise + totalPaise > settings.maxOpenOrderValuePaise) {
    const message = openOrderLimitMessage.value(settings.maxOpenOrderValuePaise, openPaise);
    throw conflict(message, { quantity: message }, 'open_order_limit');
  }
}

/**
 * Refuses (409 on `quantity`) an order that would leave one investor's unpaid orders claiming more than
 * `maxStockSharePercent` of a company's shares on sale (the shares their orders awaiting payment reserve
 * counted as on sale; never below one minimum lot): a block larger than that goes through the desk, and
 * no single buyer can take a company off sale with orders they never pay. An order whose payment the desk
 * is checking still counts as a claim, as it does against the count and value limits. The caller holds the
 * company's lock.
 */
async function assertWithinStockShare(
  tx: Tx,
  userId: number,
  company: Pick<typeof companies.$inferSelect, 'id' | 'name' | 'availableQuantity' | 'minQuantity'>,
  quantity: number,
  settings: PlatformSettings,
) {
  const [mine] = await tx
    .select({
      claimed: sql<number>`coalesce(sum(${orders.quantity}), 0)`.mapWith(Number),
      reserved: sql<number>`coalesce(sum(${orders.quantity}) filter (where ${orders.status} = 'awaiting_payment'), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.companyId, company.id), inArray(orders.status, UNPAID_STATUSES)));
  const claimed = mine?.claimed ?? 0;
  const onSale = company.availableQuantity + (mine?.reserved ?? 0);
  const allowed = Math.max(company.minQuantity, Math.floor((onSale * settings.maxStockSharePercent) / 100));
  if (claimed + quantity > allowed) {
    const message = openOrderLimitMessage.stockShare(company.name, settings.maxStockSharePercent, allowed, claimed);
    throw conflict(message, { quantity: message }, 'open_order_limit');
  }
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
    db.$count(orders, where),
    query,
    (row) => toView(row as OrderRow),
  );
}

/** The investor's own order with its events; another investor's id is a 404, as a missing one is. */
export async function getOrder(db: Db, userId: number, orderId: number) {
  await expireOverdueOrders(db);
  const order = await loadOrder(db, and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('No such order.');
  return { ...order, events: await loadEvents(db, orderId), payment: await loadPaymentGroup(db, order.paymentGroupId) };
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

/**
 * An investor's order and the orders one payment covers with it (its payment group's, with `statuses`; or
 * the order alone), all locked in id order: the desk confirming the payment locks them in the same order,
 * so the two never wait on each other in a circle. Another investor's order is a 404.
 */
async function lockPaidTogether(tx: Tx, orderId: number, userId: number, statuses: readonly OrderStatus[]) {
  // Read unlocked: an order's payment group is set when it is placed and never changes.
  const [head] = await tx
    .select({ groupId: orders.paymentGroupId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!head) throw notFound('No such order.');
  if (head.groupId === null) {
    const order = await lockOrder(tx, orderId, userId);
    return { order, together: [order] };
  }
  const group = await tx.select().from(orders).where(eq(orders.paymentGroupId, head.groupId)).orderBy(asc(orders.id)).for('update');
  const order = group.find((one) => one.id === orderId);
  if (!order) throw notFound('No such order.');
  return { order, together: group.filter((one) => statuses.includes(one.status)) };
}

/** Shares an order takes off sale while it is open (the caller holds the company row's lock). */
async function reserveShares(tx: Tx, companyId: number, quantity: number) {
  await tx
    .update(companies)
    .set({
      availableQuantity: sql`${companies.availableQuantity} - ${quantity}`,
      reservedQuantity: sql`${companies.reservedQuantity} + ${quantity}`,
    })
    .where(eq(companies.id, companyId));
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

/**
 * The investor cancels an order awaiting payment. An order of a checkout's payment group is paid by one
 * transfer with the others, so the group's orders still awaiting payment are cancelled with it.
 */
export async function cancelOrder(db: Db, userId: number, orderId: number) {
  await expireOverdueOrders(db);
  await db.transaction(async (tx) => {
    const { order, together } = await lockPaidTogether(tx, orderId, userId, ['awaiting_payment']);
    if (order.status !== 'awaiting_payment')
      throw conflict('Only an order awaiting payment can be cancelled.', undefined, 'invalid_transition');
    await tx
      .update(orders)
      .set({ status: 'cancelled', reason: ORDER_REASONS.investorCancelled, updatedAt: sql`now()` })
      .where(
        inArray(
          orders.id,
          together.map((one) => one.id),
        ),
      );
    for (const one of [...together].sort((a, b) => a.companyId - b.companyId)) await releaseShares(tx, one.companyId, one.quantity);
    for (const one of together) await addEvent(tx, one.id, 'cancelled', 'awaiting_payment', 'cancelled', { kind: 'user', id: userId });
  });
  kickOutbox(db);
  return getOrder(db, userId, orderId);
}

const UTR_KEY = uniqueIndexName(orders, orders.utr);
const GROUP_UTR_KEY = uniqueIndexName(paymentGroups, paymentGroups.utr);
const duplicateUtr = () => conflict(ORDER_MESSAGES.duplicateUtr, { utr: ORDER_MESSAGES.duplicateUtr }, 'duplicate_utr');
/**
 * Holds a UTR for the transaction: whoever records it (an investor's report, the desk's payment
 * reference) takes this lock after the order rows, so a second transaction with the same UTR waits and
 * then sees the first's. The unique indexes cover orders alone and groups alone; a lone order and a
 * group reporting the same UTR at once would otherwise both pass their checks.
 */
const lockUtr = (tx: Tx, utr: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`utr:${utr.toUpperCase()}`}))`);
/** Where the investor may report (or correct) the UTR: before the desk confirms the payment. */
const REPORTABLE: OrderStatus[] = ['awaiting_payment', 'payment_to_check'];

/**
 * The investor reports the bank transfer's UTR (again, to correct it, until the payment is confirmed).
 * One transfer pays one order: a UTR already on another order is a 409 on `utr`, checked first and
 * held by the unique index when two orders report it at once. An order with a reported payment no
 * longer expires; if the desk has not confirmed it `paymentCheckHours` after the report, the sweep
 * sends it to the desk's "payment to check" queue and its shares go back on sale. The clock runs from the
 * first report: reporting again (the same UTR or a corrected one) does not move it.
 */
export async function reportPayment(db: Db, userId: number, orderId: number, utr: string, now: Date = new Date()) {
  await expireOverdueOrders(db, now);
  await db.transaction(async (tx) => {
    // One transfer pays a checkout's payment group whole: its UTR goes on every order of it still unpaid.
    const { order, together } = await lockPaidTogether(tx, orderId, userId, REPORTABLE);
    if (!REPORTABLE.includes(order.status)) throw conflict(ORDER_MESSAGES.notAwaitingPayment, undefined, 'invalid_transition');
    const group = order.paymentGroupId;
    await lockUtr(tx, utr);
    const [elsewhere] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.utr, utr),
          group === null ? ne(orders.id, orderId) : or(isNull(orders.paymentGroupId), ne(orders.paymentGroupId, group)),
        ),
      )
      .limit(1);
    const [otherGroup] = await tx
      .select({ id: paymentGroups.id })
      .from(paymentGroups)
      .where(and(eq(paymentGroups.utr, utr), group === null ? undefined : ne(paymentGroups.id, group)))
      .limit(1);
    if (elsewhere || otherGroup) throw duplicateUtr();
    try {
      if (group !== null) await tx.update(paymentGroups).set({ utr }).where(eq(paymentGroups.id, group));
      await tx
        .update(orders)
        // The "payment to check" clock starts at the first report; correcting the UTR does not restart it.
        .set({
          utr,
          paymentReportedAt: sql`coalesce(${orders.paymentReportedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: sql`now()`,
        })
        .where(
          inArray(
            orders.id,
            together.map((one) => one.id),
          ),
        );
    } catch (error) {
      // Another order or group reported the same UTR in a transaction that committed after our check.
      const key = violatedUniqueConstraint(error);
      if (key === UTR_KEY || key === GROUP_UTR_KEY) throw duplicateUtr();
      throw error;
    }
    for (const one of together)
      await addEvent(tx, one.id, 'payment_reported', one.status, one.status, { kind: 'user', id: userId }, `UTR ${utr}`, group === null);
    if (group !== null) await notifyPaymentGroupEvent(tx, group, 'payment_reported');
  });
  kickOutbox(db);
  return getOrder(db, userId, orderId);
}

// ---- The sweep of unpaid orders ----

/**
 * The unpaid orders the sweep moves at `now`: no payment reported by the deadline, or a reported one the
 * desk has not confirmed within `paymentCheckHours` of the report (the setting read in the same statement).
 */
function overdueUnpaid(now: Date) {
  const checkHours = settingInSql('paymentCheckHours');
  return and(
    eq(orders.status, 'awaiting_payment'),
    or(
      and(isNull(orders.utr), lte(orders.expiresAt, now)),
      and(isNotNull(orders.utr), sql`${paymentReportedSince} <= ${now.toISOString()}::timestamptz - ${checkHours} * interval '1 hour'`),
    ),
  );
}

/** Whether the sweep has an order to move: one statement, outside any transaction. The sweep re-checks each row under its lock. */
async function anyOrderOverdue(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(overdueUnpaid(now)).limit(1);
  return row !== undefined;
}

const SWEEP_BATCH = 200;

/**
 * Run once a minute (lib/server/startup.ts) and before every read of orders, so no unpaid order holds
 * stock for ever: an order with no payment reported past its deadline is cancelled ('expired'), and an
 * order whose reported payment the desk has not confirmed within `paymentCheckHours` of the report goes
 * to the desk's "payment to check" queue. Either way its shares go back on sale and the investor is
 * told. Safe to run from every instance at once: each row is locked by exactly one of them (FOR UPDATE
 * SKIP LOCKED) and re-checked under the lock. Returns how many orders it moved.
 */
export async function expireOverdueOrders(db: Db, now: Date = new Date()): Promise<number> {
  // Most calls find nothing to do: one read tells, instead of a settings read and a transaction that
  // takes the lock (on the embedded database, one lock for everything) before every read of orders.
  if (!(await anyOrderOverdue(db, now))) return 0;
  // For the investor's note only: which orders move is decided by overdueUnpaid.
  const { paymentCheckHours } = await getPlatformSettings(db);
  const system = { kind: 'system', id: null } as const;
  const checkNote = `The payment was not confirmed within ${String(paymentCheckHours)} hours of its report; the shares went back on sale while the desk checks it.`;
  let moved = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: orders.id, companyId: orders.companyId, quantity: orders.quantity, utr: orders.utr })
        .from(orders)
        .where(overdueUnpaid(now))
        .orderBy(asc(orders.id))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      const expired = rows.filter((row) => row.utr === null).map((row) => row.id);
      const toCheck = rows.filter((row) => row.utr !== null).map((row) => row.id);
      if (expired.length > 0) {
        await tx
          .update(orders)
          .set({ status: 'cancelled', reason: ORDER_REASONS.expired, updatedAt: sql`now()` })
          .where(inArray(orders.id, expired));
      }
      if (toCheck.length > 0) {
        await tx
          .update(orders)
          .set({ status: 'payment_to_check', updatedAt: sql`now()` })
          .where(inArray(orders.id, toCheck));
      }
      // Company by company in id order, so sweeps on several instances never wait on each other in a circle.
      const released = new Map<number, number>();
      for (const row of rows) released.set(row.companyId, (released.get(row.companyId) ?? 0) + row.quantity);
      for (const companyId of [...released.keys()].sort((a, b) => a - b)) await releaseShares(tx, companyId, released.get(companyId) ?? 0);
      for (const row of rows) {
        if (row.utr === null)
          await addEvent(tx, row.id, 'expired', 'awaiting_payment', 'cancelled', system, 'Payment was not received in time.');
        else await addEvent(tx, row.id, 'payment_to_check', 'awaiting_payment', 'payment_to_check', system, checkNote);
      }
      return rows.length;
    });
    moved += batch;
    if (batch > 0) kickOutbox(db);
    if (batch < SWEEP_BATCH) return moved;
  }
}

// ---- Operators ----

/** Where an order may go next, and what each step needs. */
export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  awaiting_payment: ['payment_received', 'rejected'],
  // Reached by the sweep only; the desk confirms the payment (shares reserved again) or rejects the order.
  payment_to_check: ['payment_received', 'rejected'],
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

/**
 * Confirming a payment left to check: its shares went back on sale when it entered the queue, so they
 * are reserved again under the company's lock, or the desk is told to reject and refund (409).
 */
async function reserveAgain(tx: Tx, order: { companyId: number; quantity: number }) {
  const [company] = await tx
    .select({ name: companies.name, available: companies.availableQuantity })
    .from(companies)
    .where(eq(companies.id, order.companyId))
    .for('update')
    .limit(1);
  if (!company) throw notFound('No such company.');
  if (company.available < order.quantity) {
    throw conflict(
      `Only ${company.available.toLocaleString('en-IN')} shares of ${company.name} are on sale now, fewer than the ${order.quantity.toLocaleString('en-IN')} of this order: ` +
        'they were sold while the payment waited to be checked. Please reject the order and refund the investor.',
      undefined,
      'insufficient_stock',
    );
  }
  await reserveShares(tx, order.companyId, order.quantity);
}

/**
 * A payment reference shaped like a UTR already recorded as another order's payment, or reported as its
 * UTR, is refused (409 on the field) unless the operator says it is right: one transfer pays one order.
 * A UTR is unique across Indian banks; a shorter reference (a cheque number) may repeat, so it is not checked.
 */
async function assertPaymentReferenceUnused(tx: Tx, order: LockedOrder, reference: string) {
  const wanted = reference.toUpperCase();
  if (!UTR_PATTERN.test(wanted)) return;
  // The orders of one payment group are paid by one transfer: its UTR is every one's payment reference.
  const group = order.paymentGroupId;
  await lockUtr(tx, wanted);
  const [other] = await tx
    .select({ reference: orders.reference })
    .from(orders)
    .where(
      and(
        ne(orders.id, order.id),
        group === null ? undefined : or(isNull(orders.paymentGroupId), ne(orders.paymentGroupId, group)),
        or(sql`upper(${orders.paymentReference}) = ${wanted}`, eq(orders.utr, wanted)),
      ),
    )
    .limit(1);
  if (other) {
    const message = ORDER_MESSAGES.usedPaymentReference(other.reference);
    throw conflict(message, { paymentReference: message }, 'duplicate_utr');
  }
}

type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

function assertTransition(order: LockedOrder, to: OrderStatus) {
  if (!ORDER_TRANSITIONS[order.status].includes(to)) {
    throw conflict(
      `An order that is ${order.status.replace(/_/g, ' ')} cannot move to ${to.replace(/_/g, ' ')}.`,
      undefined,
      'invalid_transition',
    );
  }
}

/**
 * Refuses (409) confirming the money of an order paid together with others: one transfer pays them all,
 * so it is confirmed once, on its payment's page, and moves every order it pays (confirmPayment). A
 * button on one order that moved four others would do what its page does not show.
 */
async function assertPaidAlone(tx: Tx, order: LockedOrder, to: OrderStatus) {
  if (to !== 'payment_received' || order.paymentGroupId === null) return;
  const [group] = await tx
    .select({ reference: paymentGroups.reference })
    .from(paymentGroups)
    .where(eq(paymentGroups.id, order.paymentGroupId))
    .limit(1);
  const reference = group?.reference ?? '';
  throw new HttpError(409, ORDER_MESSAGES.paidTogether(order.reference, reference), {
    code: 'invalid_transition',
    data: { payment: reference },
  });
}

/** The refund reference a rejection records: once paid, rejecting means refunding; a payment left to check may never have arrived. */
function refundOf(order: LockedOrder, input: OrderTransitionInput): string | undefined {
  if (order.status === 'awaiting_payment') return undefined;
  if (order.status === 'payment_to_check') return input.refundReference;
  return requireField(input.refundReference, 'refundReference', 'The investor has paid: please enter the refund reference.');
}

/**
 * Moves an order on, one step of ORDER_TRANSITIONS. Rejecting an order with a refund above the
 * four-eyes threshold (platform settings; 0: every refund) is not done: it waits for another person's
 * approval (`approval` in the answer), and the order stays as it is until then.
 */
export async function transitionOrder(db: Db, operatorId: number, orderId: number, input: OrderTransitionInput) {
  const approvalId = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    assertTransition(order, input.to);
    await assertPaidAlone(tx, order, input.to);
    if (input.to === 'rejected') {
      const reason = requireField(input.reason, 'reason', 'Please give the reason for rejecting the order.');
      const refund = refundOf(order, input);
      if (refund && order.totalPaise > (await getPlatformSettings(tx)).refundApprovalPaise) {
        await assertNonePending(
          tx,
          'refund',
          'order',
          String(orderId),
          'A refund of this order already waits for another person’s approval: approve or reject it first.',
        );
        return propose(tx, operatorId, {
          kind: 'refund',
          entity: 'order',
          entityId: String(orderId),
          payload: input,
          summary: `Refund ${formatPaise(order.totalPaise)} and reject order ${order.reference}`,
          changes: [
            { label: 'Status', before: order.status.replace(/_/g, ' '), after: 'rejected' },
            { label: 'Refund', before: formatPaise(0), after: `${formatPaise(order.totalPaise)} (reference ${refund})` },
            { label: 'Reason', before: '—', after: reason },
          ],
        });
      }
    }
    await applyTransition(tx, operatorId, order, input);
    return null;
  });
  kickOutbox(db);
  return { ...(await getAdminOrder(db, orderId)), approval: approvalId === null ? null : { id: approvalId } };
}

/** Makes an approved refund (lib/server/services/approvalActions.ts), inside the approval's transaction. */
export async function applyApprovedRefund(tx: Tx, approverId: number, orderId: number, input: OrderTransitionInput, approvalId: number) {
  const order = await lockOrder(tx, orderId);
  assertTransition(order, input.to);
  await applyTransition(tx, approverId, order, input, { approvalId });
}

/**
 * The move of one order, its rows locked by the caller: the event, the audit and (unless `tell` is false:
 * a payment of several orders tells the investor once) the investor's notice.
 */
async function applyTransition(
  tx: Tx,
  operatorId: number,
  order: LockedOrder,
  input: OrderTransitionInput,
  { approvalId, tell = true }: { approvalId?: number; tell?: boolean } = {},
) {
  const orderId = order.id;
  const before = {
    status: order.status,
    paymentReference: order.paymentReference,
    transferReference: order.transferReference,
    transferDueOn: order.transferDueOn,
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
    if (!input.allowUsedReference) await assertPaymentReferenceUnused(tx, order, set.paymentReference);
    note = `Payment reference ${set.paymentReference}`;
    if (order.status === 'payment_to_check') await reserveAgain(tx, order);
  } else if (input.to === 'transfer_initiated') {
    set.transferReference = requireField(input.transferReference, 'transferReference', 'Please enter the depository transfer reference.');
    // Due that many working days after today in India (Saturdays, Sundays and the desk's market holidays skipped).
    const today = new Date();
    set.transferDueOn = transferDueOn(today, (await getPlatformSettings(tx)).transferWorkingDays, await holidaysFrom(tx, indiaDay(today)));
    note = `Transfer reference ${set.transferReference}, due by ${formatDate(set.transferDueOn)}`;
  } else if (input.to === 'rejected') {
    set.reason = requireField(input.reason, 'reason', 'Please give the reason for rejecting the order.');
    note = set.reason;
    const refund = refundOf(order, input);
    if (refund) {
      set.refundReference = refund;
      note = `${set.reason} (refund ${refund})`;
    }
    // A payment left to check no longer holds shares: they went back on sale when it entered the queue.
    if (order.status !== 'payment_to_check') await releaseShares(tx, order.companyId, order.quantity);
    // Rejected before any payment was reported: the checkout's one payment no longer includes it.
    if (order.status === 'awaiting_payment' && order.utr === null && order.paymentGroupId !== null)
      await tx
        .update(paymentGroups)
        .set({ totalPaise: sql`${paymentGroups.totalPaise} - ${order.totalPaise}` })
        .where(eq(paymentGroups.id, order.paymentGroupId));
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
  await addEvent(tx, orderId, input.to, order.status, input.to, { kind: 'operator', id: operatorId }, note, tell);
  await audit(tx, operatorId, {
    action: `order.${input.to}`,
    entity: 'order',
    entityId: orderId,
    before,
    after: { ...before, ...set, ...(approvalId !== undefined && { approvalId }) },
  });
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- The desk's search: by what the money carries ----

/** The last four characters of a PAN (AAAAA9999A): three digits and a letter. */
const PAN_TAIL = /^[0-9]{3}[A-Z]$/;

/** A search as the references are written: without spaces, upper case ("pb-p-7k3q 9x2m" → "PB-P-7K3Q9X2M"). */
export const asReference = (q: string) => q.replace(/\s+/g, '').toUpperCase();

/**
 * The ids of the investors a console search names, as an array for `= any(…)`: the investor code, the last
 * four characters of the PAN, or a part of the name or email. The list it serves reads its own rows through
 * their investor index; only the investors are scanned for a name, never the orders or sales.
 */
export function investorsNamed(q: string): SQL {
  const code = asReference(q);
  const part = likePattern(q);
  const byPan = PAN_TAIL.test(code)
    ? sql` union all select ${kycRecords.userId} from ${kycRecords} where right(${kycRecords.pan}, 4) = ${code}`
    : sql``;
  return sql`array(select ${users.id} from ${users} where ${users.userUniqueCode} = ${code} or ${users.fullName} ilike ${part} or ${users.email} ilike ${part}${byPan})`;
}

/**
 * The orders a console search names, found from the money: the order's reference, the UTR the investor
 * reported (on a lone order, or on the payment of several), a payment's "PB-P-…" reference (every order it
 * pays), or the investor (investorsNamed). Each arm is read through its own index (the references' and
 * UTRs' unique indexes, the orders' payment group and investor indexes), so a search never reads every order.
 */
export function ordersNamed(q: string): SQL | undefined {
  const reference = asReference(q);
  return or(
    eq(orders.reference, reference),
    and(eq(orders.utr, reference), isNull(orders.paymentGroupId)),
    sql`${orders.paymentGroupId} = any(array(select ${paymentGroups.id} from ${paymentGroups} where ${paymentGroups.reference} = ${reference} or ${paymentGroups.utr} = ${reference}))`,
    sql`${orders.userId} = any(${investorsNamed(q)})`,
  );
}

/** The console's orders: by status, searched, and within a desk queue (`where`: queueWhere of queues.ts) when its card links here. */
export async function listAdminOrders(db: Db, query: { status?: OrderStatusName; q?: string; where?: SQL; page: number; limit: number }) {
  await expireOverdueOrders(db);
  const where = and(query.status ? eq(orders.status, query.status) : undefined, query.q ? ordersNamed(query.q) : undefined, query.where);
  const columns = {
    ...orderColumns,
    investor: { id: users.id, fullName: users.fullName, email: users.email, userUniqueCode: users.userUniqueCode },
    // The payment of several orders this one is paid with: the desk opens it to confirm the money once.
    payment: { reference: paymentGroups.reference },
  };
  return pagedQuery(
    db
      .select(columns)
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(paymentGroups, eq(paymentGroups.id, orders.paymentGroupId))
      .where(where)
      // A queue (one status) is worked oldest first; the full list shows the newest first.
      .orderBy(query.status || query.where ? asc(orders.updatedAt) : desc(orders.createdAt), asc(orders.id)),
    db.$count(orders, where),
    query,
    ({ investor, payment, ...row }) => ({ ...toView(row as OrderRow), investor, payment }),
  );
}

type AdminOrderRow = Awaited<ReturnType<typeof listAdminOrders>>['result'][number];

/** The first columns of the orders' and the sales' CSV: the deal's reference, the investor, the company and quantity. */
export const dealCsvColumns = <Row extends DealRow>(): CsvColumn<Row>[] => [
  { header: 'reference', value: (row) => row.reference },
  { header: 'investorCode', value: (row) => row.investor.userUniqueCode },
  { header: 'investor', value: (row) => row.investor.fullName },
  { header: 'email', value: (row) => row.investor.email },
  { header: 'company', value: (row) => row.companyName },
  { header: 'quantity', value: (row) => row.quantity },
];
interface DealRow {
  reference: string;
  investor: { userUniqueCode: string; fullName: string; email: string };
  companyName: string;
  quantity: number;
}

/** The orders list as CSV: what the table shows, in plain values (amounts in rupees, times in ISO). */
export const ADMIN_ORDERS_CSV: ListExport<AdminOrderRow> = {
  name: 'orders',
  columns: [
    ...dealCsvColumns<AdminOrderRow>(),
    { header: 'priceRupees', value: (row) => paiseToRupees(row.pricePaise) },
    { header: 'totalRupees', value: (row) => paiseToRupees(row.totalPaise) },
    { header: 'status', value: (row) => row.status },
    { header: 'utr', value: (row) => row.utr },
    { header: 'payment', value: (row) => row.payment?.reference ?? null },
    { header: 'paymentReference', value: (row) => row.paymentReference },
    { header: 'transferReference', value: (row) => row.transferReference },
    { header: 'transferDueOn', value: (row) => row.transferDueOn },
    { header: 'transferOverdue', value: (row) => (row.transferOverdue ? 'yes' : 'no') },
    { header: 'createdAt', value: (row) => row.createdAt },
    { header: 'updatedAt', value: (row) => row.updatedAt },
  ],
};

/** An order as operators see it: the investor, their KYC bank and demat accounts, the events and the allowed next steps. */
export async function getAdminOrder(db: Db, orderId: number) {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  const order = row && (await loadOrder(db, eq(orders.id, orderId)));
  if (!row || !order) throw notFound('No such order.');
  const paidTogether = order.paymentGroupId !== null && ORDER_TRANSITIONS[order.status].includes('payment_received');
  return {
    ...order,
    investor: await investorForDesk(db, row.userId),
    events: await loadEvents(db, orderId),
    payment: await loadPaymentGroup(db, order.paymentGroupId),
    nextSteps: ORDER_TRANSITIONS[order.status].filter((to) => to !== 'payment_received' || !paidTogether),
    // An unpaid order paid with others has its money confirmed on its payment's page (assertPaidAlone).
    confirmOnPayment: paidTogether,
  };
}

// ---- A payment of several orders, confirmed once ----

const isUnpaid = (status: OrderStatus) => (UNPAID_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * A checkout's one payment as the desk sees it: its reference, amount and UTR, the investor with their
 * KYC accounts, every order it pays with its status, and what confirming it now would move (the orders
 * still unpaid and their sum; none once it is confirmed, cancelled or rejected). 404 for an unknown reference.
 */
export async function getAdminPayment(db: Db, reference: string) {
  await expireOverdueOrders(db);
  const [group] = await db
    .select(pickColumns(paymentGroups, 'id', 'reference', 'userId', 'totalPaise', 'utr', 'createdAt'))
    .from(paymentGroups)
    .where(eq(paymentGroups.reference, asReference(reference)))
    .limit(1);
  if (!group) throw notFound('No such payment.');
  const members = await db
    .select({
      ...pickColumns(
        orders,
        'id',
        'reference',
        'quantity',
        'totalPaise',
        'status',
        'utr',
        'paymentReportedAt',
        'paymentReference',
        'updatedAt',
      ),
      companyName: companies.name,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.paymentGroupId, group.id))
    .orderBy(asc(orders.id));
  const unpaid = members.filter((order) => isUnpaid(order.status));
  const { userId, ...payment } = group;
  return {
    ...payment,
    createdAt: group.createdAt.toISOString(),
    investor: await investorForDesk(db, userId),
    orders: members.map((order) => ({
      ...order,
      paymentReportedAt: order.paymentReportedAt?.toISOString() ?? null,
      updatedAt: order.updatedAt.toISOString(),
    })),
    toConfirm: { orders: unpaid.length, totalPaise: unpaid.reduce((sum, order) => sum + order.totalPaise, 0) },
    // The bank's reference the desk recorded, once the money is confirmed.
    paymentReference: members.find((order) => order.paymentReference !== null)?.paymentReference ?? null,
  };
}

/**
 * Moves every unpaid order of a payment group to payment received with one payment reference: all its
 * orders locked in id order, the reference checked once against other orders, each order's move (event,
 * audit; shares reserved again, company by company in id order, for a payment left to check), the
 * investor told once for the payment, and one audit entry for it. Nothing unpaid left is a 409.
 */
async function confirmPaidTogether(tx: Tx, operatorId: number, groupId: number, input: PaymentConfirmInput) {
  const [group] = await tx
    .select(pickColumns(paymentGroups, 'reference', 'totalPaise'))
    .from(paymentGroups)
    .where(eq(paymentGroups.id, groupId))
    .limit(1);
  if (!group) throw notFound('No such payment.');
  const together = await tx.select().from(orders).where(eq(orders.paymentGroupId, groupId)).orderBy(asc(orders.id)).for('update');
  const unpaid = together.filter((order) => isUnpaid(order.status));
  const [first] = unpaid;
  if (!first)
    throw conflict(
      ORDER_MESSAGES.nothingToConfirm(
        group.reference,
        together.map((order) => order.status),
      ),
      undefined,
      'invalid_transition',
    );
  if (!input.allowUsedReference) await assertPaymentReferenceUnused(tx, first, input.paymentReference);
  const move = { to: 'payment_received', paymentReference: input.paymentReference, allowUsedReference: true } as const;
  for (const order of [...unpaid].sort((a, b) => a.companyId - b.companyId))
    await applyTransition(tx, operatorId, order, move, { tell: false });
  await notifyPaymentGroupEvent(tx, groupId, 'payment_received');
  await audit(tx, operatorId, {
    action: 'payment.payment_received',
    entity: 'payment_group',
    entityId: group.reference,
    after: {
      paymentReference: input.paymentReference,
      orders: unpaid.map((order) => order.reference),
      totalPaise: unpaid.reduce((sum, order) => sum + order.totalPaise, 0),
    },
  });
  return unpaid;
}

/**
 * The desk confirms a payment of several orders once, on its page: every order it pays still unpaid moves
 * to payment received in one transaction (confirmPaidTogether). A second confirmation, or a payment whose
 * orders were all cancelled or rejected, finds nothing unpaid: 409, and nothing changes.
 */
export async function confirmPayment(db: Db, operatorId: number, reference: string, input: PaymentConfirmInput) {
  const moved = await db.transaction(async (tx) => {
    const [group] = await tx
      .select({ id: paymentGroups.id })
      .from(paymentGroups)
      .where(eq(paymentGroups.reference, asReference(reference)))
      .limit(1);
    if (!group) throw notFound('No such payment.');
    return confirmPaidTogether(tx, operatorId, group.id, input);
  });
  kickOutbox(db);
  return { ...(await getAdminPayment(db, reference)), confirmed: moved.map((order) => order.reference) };
}

/**
 * Records the money of an order inside the caller's transaction (a bank statement's line): a lone order
 * moves alone; an order paid with others moves with every unpaid order of its payment.
 */
export async function confirmOrderPaidInTx(tx: Tx, operatorId: number, orderId: number, paymentReference: string) {
  // Read unlocked: an order's payment group is set when it is placed and never changes; the locks follow in id order.
  const [order] = await tx.select({ groupId: orders.paymentGroupId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('No such order.');
  if (order.groupId !== null) {
    await confirmPaidTogether(tx, operatorId, order.groupId, { paymentReference });
    return;
  }
  const alone = await lockOrder(tx, orderId);
  assertTransition(alone, 'payment_received');
  await applyTransition(tx, operatorId, alone, { to: 'payment_received', paymentReference });
}
