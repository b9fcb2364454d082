// The operator desk beyond orders and sales: KYC review, company prices, stock and status, and the
// audit log. Every change is audited in its own transaction.
import { and, asc, count, desc, eq, inArray, isNotNull, min, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/server/db/client';
import { pagedQuery } from '@/lib/server/db/paging';
import {
  auditLog,
  companies,
  companyPrices,
  kycRecords,
  operators,
  orders,
  sellRequests,
  users,
  type CompanyStatus,
} from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { companyPages, refreshPublicPages } from '@/lib/server/pageCache';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { getKyc, reviewKyc } from '@/lib/server/services/kyc';
import { audit } from '@/lib/server/services/operators';
import { paymentReportedSince } from '@/lib/server/services/orders';
import { onCompanyChange } from '@/lib/server/services/watchAlerts';
import { companyStatusCode, companyStatusFromCode } from '@/lib/status/companies';
import { PARTNER_PRICE_MESSAGE, type AdminKycDecision, type CompanyPatchInput } from '@/lib/validations/orders';

// ---- KYC ----

const otherKyc = alias(kycRecords, 'other_kyc');
const otherUser = alias(users, 'other_user');

/** KYC by status, oldest first, each with the investor code of another account its PAN is verified on (one PAN, one account). */
export async function listKycForReview(db: Db, query: { status: 'submitted' | 'verified' | 'rejected'; page: number; limit: number }) {
  const where = eq(kycRecords.status, query.status);
  const panVerifiedOn = sql<string | null>`(${db
    .select({ code: otherUser.userUniqueCode })
    .from(otherKyc)
    .innerJoin(otherUser, eq(otherUser.id, otherKyc.userId))
    .where(and(eq(otherKyc.pan, kycRecords.pan), eq(otherKyc.status, 'verified'), ne(otherKyc.userId, kycRecords.userId)))
    .limit(1)})`;
  return pagedQuery(
    db
      .select({
        userUniqueCode: users.userUniqueCode,
        fullName: users.fullName,
        email: users.email,
        phone: users.phone,
        status: kycRecords.status,
        pan: kycRecords.pan,
        depository: kycRecords.depository,
        dpId: kycRecords.dpId,
        clientId: kycRecords.clientId,
        bankAccountName: kycRecords.bankAccountName,
        bankAccountNumber: kycRecords.bankAccountNumber,
        ifsc: kycRecords.ifsc,
        rejectionReason: kycRecords.rejectionReason,
        submittedAt: kycRecords.submittedAt,
        reviewedAt: kycRecords.reviewedAt,
        panVerifiedOn,
      })
      .from(kycRecords)
      .innerJoin(users, eq(users.id, kycRecords.userId))
      .where(where)
      // The queue is worked oldest first.
      .orderBy(asc(kycRecords.submittedAt), asc(kycRecords.userId)),
    db.select({ total: count() }).from(kycRecords).where(where),
    query,
    (row) => ({ ...row, submittedAt: row.submittedAt.toISOString(), reviewedAt: row.reviewedAt?.toISOString() ?? null }),
  );
}

/** Verifies or rejects a submitted KYC (409 when it is not awaiting review). */
export async function decideKyc(db: Db, operatorId: number, userUniqueCode: string, decision: AdminKycDecision) {
  const userId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: kycRecords.userId, status: kycRecords.status, rejectionReason: kycRecords.rejectionReason })
      .from(kycRecords)
      .innerJoin(users, eq(users.id, kycRecords.userId))
      .where(eq(users.userUniqueCode, userUniqueCode))
      .for('update', { of: kycRecords })
      .limit(1);
    if (!row) throw notFound('This investor has not submitted KYC.');
    if (row.status !== 'submitted') throw conflict(`This KYC is already ${row.status}.`, undefined, 'invalid_transition');
    const review =
      decision.decision === 'verify' ? ({ status: 'verified' } as const) : ({ status: 'rejected', reason: decision.reason } as const);
    await reviewKyc(tx, row.userId, review);
    await audit(tx, operatorId, {
      action: `kyc.${review.status}`,
      entity: 'kyc',
      entityId: userUniqueCode,
      before: { status: row.status, rejectionReason: row.rejectionReason },
      after: { status: review.status, rejectionReason: review.status === 'rejected' ? review.reason : null },
    });
    return row.userId;
  });
  kickOutbox(db);
  return getKyc(db, userId);
}

// ---- Companies ----

const companyColumns = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  status: companies.status,
  pricePaise: companies.pricePaise,
  partnerPricePaise: companies.brokerPricePaise,
  buybackPricePaise: companies.buybackPricePaise,
  availableQuantity: companies.availableQuantity,
  reservedQuantity: companies.reservedQuantity,
  deliveredQuantity: companies.deliveredQuantity,
  addedQuantity: companies.addedQuantity,
  minQuantity: companies.minQuantity,
  priceUpdatedAt: companies.priceUpdatedAt,
};

type CompanyRow = { [K in keyof typeof companyColumns]: (typeof companyColumns)[K]['_']['data'] } & {
  status: CompanyStatus;
  priceUpdatedAt: Date;
};

const companyView = (row: CompanyRow) => ({
  slug: row.slug,
  name: row.name,
  status: companyStatusCode(row.status),
  pricePaise: row.pricePaise,
  partnerPricePaise: row.partnerPricePaise,
  buybackPricePaise: row.buybackPricePaise,
  availableQuantity: row.availableQuantity,
  reservedQuantity: row.reservedQuantity,
  deliveredQuantity: row.deliveredQuantity,
  addedQuantity: row.addedQuantity,
  minQuantity: row.minQuantity,
  priceUpdatedAt: row.priceUpdatedAt.toISOString(),
});

export async function getAdminCompany(db: Db, slug: string) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.slug, slug)).limit(1);
  if (!row) throw notFound('No company has this slug.');
  return companyView(row as CompanyRow);
}

/**
 * Changes a company's prices, stock, lot and status. Setting the available quantity adds (or takes
 * away) that many shares from what operators have added, so the stock invariant keeps holding.
 * A new investor price becomes today's point of the public price history and its "last updated" time.
 */
export async function updateAdminCompany(db: Db, operatorId: number, slug: string, input: CompanyPatchInput, now = new Date()) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select(companyColumns).from(companies).where(eq(companies.slug, slug)).for('update').limit(1);
    if (!current) throw notFound('No company has this slug.');
    const price = input.pricePaise ?? current.pricePaise;
    const partnerPrice = input.partnerPricePaise ?? current.partnerPricePaise;
    if (partnerPrice >= price) throw badRequest(PARTNER_PRICE_MESSAGE, { partnerPricePaise: PARTNER_PRICE_MESSAGE });
    const set: Partial<typeof companies.$inferInsert> = { updatedAt: now };
    if (input.status) set.status = companyStatusFromCode(input.status);
    if (input.partnerPricePaise !== undefined) set.brokerPricePaise = input.partnerPricePaise;
    if (input.buybackPricePaise !== undefined) set.buybackPricePaise = input.buybackPricePaise;
    if (input.minQuantity !== undefined) set.minQuantity = input.minQuantity;
    if (input.availableQuantity !== undefined) {
      const delta = input.availableQuantity - current.availableQuantity;
      set.availableQuantity = input.availableQuantity;
      set.addedQuantity = current.addedQuantity + delta;
    }
    if (input.pricePaise !== undefined && input.pricePaise !== current.pricePaise) {
      set.pricePaise = input.pricePaise;
      set.previousPricePaise = current.pricePaise;
      set.priceUpdatedAt = now;
      const day = now.toISOString().slice(0, 10);
      await tx
        .insert(companyPrices)
        .values({ companyId: current.id, day, pricePaise: input.pricePaise })
        .onConflictDoUpdate({ target: [companyPrices.companyId, companyPrices.day], set: { pricePaise: input.pricePaise } });
    }
    await tx.update(companies).set(set).where(eq(companies.id, current.id));
    await onCompanyChange(tx, current, current, { pricePaise: price, status: set.status ?? current.status }, now);
    const before = companyView(current as CompanyRow);
    const after = {
      ...before,
      ...input,
      ...(set.addedQuantity !== undefined && { addedQuantity: set.addedQuantity }),
      ...(set.priceUpdatedAt && { priceUpdatedAt: now.toISOString() }),
    };
    await audit(tx, operatorId, { action: 'company.update', entity: 'company', entityId: slug, before, after });
  });
  kickOutbox(db); // watch-list alerts the change fired
  await refreshPublicPages(companyPages(slug));
  return getAdminCompany(db, slug);
}

// ---- Audit log ----

export async function listAudit(db: Db, query: { page: number; limit: number; entity?: string; entityId?: string }) {
  const where = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
  );
  return pagedQuery(
    db
      .select({
        id: auditLog.id,
        operator: { id: operators.id, fullName: operators.fullName, email: operators.email },
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        at: auditLog.at,
      })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id)),
    db.select({ total: count() }).from(auditLog).where(where),
    query,
    (row) => ({ ...row, at: row.at.toISOString() }),
  );
}

// ---- Queues ----

export interface Queue {
  count: number;
  /** When the oldest item's investor last acted (ISO), or null for an empty queue. */
  oldestSince: string | null;
}

export type DeskQueueName =
  'paymentsToConfirm' | 'paymentsToCheck' | 'transfersToMake' | 'transfersToConfirm' | 'salesToSettle' | 'kycToReview';

/**
 * The desk's work, each oldest first: payments to confirm (orders with a reported UTR), payments to
 * check (reported but not confirmed in time, aged from the report), transfers to make (payment
 * received), transfers to confirm (initiated), sales to settle (requested or shares received) and KYC
 * to review.
 */
export async function deskQueues(db: Db): Promise<Record<DeskQueueName, Queue>> {
  const queue = (rows: { count: number; oldest: Date | string | null }[]): Queue => {
    const row = rows[0];
    const oldest = row?.oldest ?? null;
    return { count: row?.count ?? 0, oldestSince: oldest === null ? null : new Date(oldest).toISOString() };
  };
  const [payments, toCheck, transfers, confirmations, sales, kyc] = await Promise.all([
    db
      .select({ count: count(), oldest: min(orders.updatedAt) })
      .from(orders)
      .where(and(eq(orders.status, 'awaiting_payment'), isNotNull(orders.utr))),
    db
      .select({ count: count(), oldest: min(paymentReportedSince) })
      .from(orders)
      .where(eq(orders.status, 'payment_to_check')),
    db
      .select({ count: count(), oldest: min(orders.updatedAt) })
      .from(orders)
      .where(eq(orders.status, 'payment_received')),
    db
      .select({ count: count(), oldest: min(orders.updatedAt) })
      .from(orders)
      .where(eq(orders.status, 'transfer_initiated')),
    db
      .select({ count: count(), oldest: min(sellRequests.updatedAt) })
      .from(sellRequests)
      .where(inArray(sellRequests.status, ['requested', 'shares_received'])),
    db
      .select({ count: count(), oldest: min(kycRecords.submittedAt) })
      .from(kycRecords)
      .where(eq(kycRecords.status, 'submitted')),
  ]);
  return {
    paymentsToConfirm: queue(payments),
    paymentsToCheck: queue(toCheck),
    transfersToMake: queue(transfers),
    transfersToConfirm: queue(confirmations),
    salesToSettle: queue(sales),
    kycToReview: queue(kyc),
  };
}
