// A partner's clients (investors who joined with their code): the list with each client's holdings
// value at current prices and open orders, and one client's detail. Every read is scoped to the
// partner's id; a client of another partner is a 404. Bank and demat numbers are masked: a partner
// sees that KYC is done and where, never the numbers.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { companies, holdings, kycRecords, orders, users, type KycStatus } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/httpError';
import { consented, consentedSql } from '@/lib/server/services/consents';
import { selectTrades } from '@/lib/server/services/trades';
import { OPEN_ORDER_STATUSES } from '@/lib/status/orders';
import { maskTail } from '@/lib/validations/kyc';

export const PARTNER_CLIENTS_PER_PAGE = 20;
export { OPEN_ORDER_STATUSES };

/** A page of the partner's clients (investors who joined with their code), newest first, and how many there are. */
export async function partnerClientsPage(db: Db, partnerId: number, page: number, perPage: number) {
  const mine = eq(users.partnerId, partnerId);
  // count() always returns one row; the default only satisfies noUncheckedIndexedAccess.
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        userUniqueCode: users.userUniqueCode,
        joinedAt: users.createdAt,
        kycStatus: sql<KycStatus>`coalesce(${kycRecords.status}, 'not_started')`,
        sharing: consentedSql('user', users.id, 'partner_sharing'),
      })
      .from(users)
      .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
      .where(mine)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(users).where(mine),
  ]);
  return { rows, total };
}

export async function listPartnerClientsWithValue(db: Db, partnerId: number, page: number, perPage = PARTNER_CLIENTS_PER_PAGE) {
  const { rows, total } = await partnerClientsPage(db, partnerId, page, perPage);
  // A client who withheld sharing shows no holdings or orders to the partner (their commissions stay).
  const ids = rows.filter((row) => row.sharing).map((row) => row.id);
  const [values, open] = ids.length
    ? await Promise.all([
        db
          .select({ userId: holdings.userId, value: sql<string>`coalesce(sum(${holdings.quantity} * ${companies.pricePaise}), 0)` })
          .from(holdings)
          .innerJoin(companies, eq(companies.id, holdings.companyId))
          .where(inArray(holdings.userId, ids))
          .groupBy(holdings.userId),
        db
          .select({ userId: orders.userId, open: count() })
          .from(orders)
          .where(and(inArray(orders.userId, ids), inArray(orders.status, OPEN_ORDER_STATUSES)))
          .groupBy(orders.userId),
      ])
    : [[], []];
  const valueOf = new Map(values.map((row) => [row.userId, Number(row.value)]));
  const openOf = new Map(open.map((row) => [row.userId, row.open]));
  const clients = rows.map(({ id, joinedAt, sharing, ...row }) => ({
    ...row,
    joinedAt: joinedAt.toISOString(),
    sharingWithheld: !sharing,
    holdingsValuePaise: sharing ? (valueOf.get(id) ?? 0) : null,
    openOrders: sharing ? (openOf.get(id) ?? 0) : null,
  }));
  return { clients, total, page, perPage };
}
export type PartnerClientRow = Awaited<ReturnType<typeof listPartnerClientsWithValue>>['clients'][number];

/** A trade as the client's detail lists it (a buy's total to pay, a sale's proceeds). */
const recentTrade = <K extends 'buy' | 'sell'>(row: Awaited<ReturnType<typeof selectTrades>>[number], kind: K) => ({
  reference: row.reference,
  slug: row.slug,
  companyName: row.companyName,
  quantity: row.quantity,
  pricePaise: row.pricePaise,
  totalPaise: row.amountPaise,
  status: row.status,
  kind,
  createdAt: row.createdAt.toISOString(),
});

/** One of the partner's clients by investor code; anyone else's (or no one's) is a 404. */
export async function getPartnerClient(db: Db, partnerId: number, code: string) {
  const [client] = await db
    .select({ id: users.id, fullName: users.fullName, userUniqueCode: users.userUniqueCode, joinedAt: users.createdAt })
    .from(users)
    .where(and(eq(users.userUniqueCode, code), eq(users.partnerId, partnerId)))
    .limit(1);
  if (!client) throw notFound('No client of yours has this code.');
  const sharingWithheld = !(await consented(db, { kind: 'user', id: client.id }, 'partner_sharing'));
  const [kyc] = sharingWithheld ? [] : await db.select().from(kycRecords).where(eq(kycRecords.userId, client.id)).limit(1);
  const [held, bought, sold] = sharingWithheld
    ? [[], [], []]
    : await Promise.all([
        db
          .select({ slug: companies.slug, companyName: companies.name, quantity: holdings.quantity, pricePaise: companies.pricePaise })
          .from(holdings)
          .innerJoin(companies, eq(companies.id, holdings.companyId))
          .where(and(eq(holdings.userId, client.id), sql`${holdings.quantity} > 0`))
          .orderBy(companies.name),
        selectTrades(db, 'order', (table) => eq(table.userId, client.id)).limit(100),
        selectTrades(db, 'sell', (table) => eq(table.userId, client.id)).limit(100),
      ]);
  const holdingRows = held.map((row) => ({ ...row, valuePaise: row.quantity * row.pricePaise }));
  return {
    fullName: client.fullName,
    userUniqueCode: client.userUniqueCode,
    joinedAt: client.joinedAt.toISOString(),
    sharingWithheld,
    kyc: kyc
      ? {
          status: kyc.status as KycStatus,
          depository: kyc.depository,
          pan: maskTail(kyc.pan),
          dematAccount: maskTail(`${kyc.dpId}${kyc.clientId}`),
          bankAccount: maskTail(kyc.bankAccountNumber),
          submittedAt: kyc.submittedAt.toISOString(),
          reviewedAt: kyc.reviewedAt?.toISOString() ?? null,
        }
      : {
          status: 'not_started' as KycStatus,
          depository: null,
          pan: null,
          dematAccount: null,
          bankAccount: null,
          submittedAt: null,
          reviewedAt: null,
        },
    holdings: holdingRows,
    holdingsValuePaise: holdingRows.reduce((sum, row) => sum + row.valuePaise, 0),
    orders: bought.map((row) => recentTrade(row, 'buy')),
    sales: sold.map((row) => recentTrade(row, 'sell')),
  };
}
export type PartnerClientDetail = Awaited<ReturnType<typeof getPartnerClient>>;
