// The investor's portfolio: holdings valued at each company's latest price, totals, and the XIRR
// of the money in (completed buys, their total paid) and out (completed sales, then today's value).
// Per holding also its lots (completed buys less completed sales, first in first out) with the date each
// becomes long-term for tax, and the lock-in its company's IPO milestones (or, without any, its IPO status)
// imply, with an estimate at the price band and the gain at listing (rules in lib/holdingRules.ts).
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/server/db/client';
import { companies, holdings, orders, sellRequests } from '@/lib/server/db/schema';
import { heldLots, ipoOutlook, lockInFor, nextLongTermDate, type Lot } from '@/lib/holdingRules';
import { milestonesOf } from '@/lib/server/services/ipo';
import { xirr } from '@/lib/xirr';

/** The investor's holdings of more than zero shares with their companies (and `columns`), by company name. */
function heldCompanies<T extends SelectedFields>(db: Db, userId: number, columns: T) {
  return db
    .select({ companyId: companies.id, slug: companies.slug, name: companies.name, quantity: holdings.quantity, ...columns })
    .from(holdings)
    .innerJoin(companies, eq(companies.id, holdings.companyId))
    .where(and(eq(holdings.userId, userId), gt(holdings.quantity, 0)))
    .orderBy(companies.name);
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

export async function getPortfolio(db: Db, userId: number, now = new Date()) {
  const [rows, buys, sells] = await Promise.all([
    heldCompanies(db, userId, {
      sector: companies.sector,
      ipoStatus: companies.ipoStatus,
      costPaise: holdings.costPaise,
      pricePaise: companies.pricePaise,
      priceAsOf: companies.priceUpdatedAt,
    }),
    // A completed order is never changed again, so its last update is when its shares were credited.
    db
      .select({ amount: orders.totalPaise, at: orders.updatedAt, companyId: orders.companyId, quantity: orders.quantity })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'completed'))),
    db
      .select({
        amount: sellRequests.proceedsPaise,
        at: sellRequests.updatedAt,
        companyId: sellRequests.companyId,
        quantity: sellRequests.quantity,
      })
      .from(sellRequests)
      .where(and(eq(sellRequests.userId, userId), eq(sellRequests.status, 'completed'))),
  ]);
  const milestones = await milestonesOf(
    db,
    rows.map((row) => row.companyId),
  );
  const result = rows.map((row) => {
    const valuePaise = row.quantity * row.pricePaise;
    const pnlPaise = valuePaise - row.costPaise;
    const lotsBought: Lot[] = buys
      .filter((buy) => buy.companyId === row.companyId)
      .map((buy) => ({ boughtAt: buy.at, quantity: buy.quantity }));
    const sold = sells.filter((sale) => sale.companyId === row.companyId).reduce((sum, sale) => sum + sale.quantity, 0);
    const lots = heldLots(lotsBought, sold, now);
    const ipo = ipoOutlook(milestones.get(row.companyId) ?? [], { quantity: row.quantity, investedPaise: row.costPaise }, now);
    return {
      companyId: row.companyId,
      slug: row.slug,
      name: row.name,
      sector: row.sector,
      ipoStatus: row.ipoStatus,
      quantity: row.quantity,
      avgCostPaise: Math.round(row.costPaise / row.quantity),
      investedPaise: row.costPaise,
      pricePaise: row.pricePaise,
      priceAsOf: row.priceAsOf.toISOString(),
      valuePaise,
      pnlPaise,
      pnlPercent: percent(pnlPaise, row.costPaise),
      lots,
      /** The next date one of the held lots becomes long-term; null when all are (or none is known). */
      longTermOn: nextLongTermDate(lots),
      lockIn: ipo?.lockIn ?? lockInFor(row.ipoStatus),
      ipo,
    };
  });
  const investedPaise = result.reduce((sum, h) => sum + h.investedPaise, 0);
  const valuePaise = result.reduce((sum, h) => sum + h.valuePaise, 0);
  const flows = [
    ...buys.map((buy) => ({ amount: -buy.amount, at: buy.at })),
    ...sells.map((sale) => ({ amount: sale.amount, at: sale.at })),
    ...(valuePaise > 0 ? [{ amount: valuePaise, at: now }] : []),
  ];
  const rate = xirr(flows);
  const bySector = new Map<string, number>();
  for (const holding of result) bySector.set(holding.sector, (bySector.get(holding.sector) ?? 0) + holding.valuePaise);
  const allocation = [...bySector]
    .map(([sector, sectorValue]) => ({ sector, valuePaise: sectorValue, percent: percent(sectorValue, valuePaise) ?? 0 }))
    .sort((a, b) => b.valuePaise - a.valuePaise || a.sector.localeCompare(b.sector));
  return {
    holdings: result.map(({ companyId: _companyId, ...holding }) => holding),
    allocation,
    totals: {
      investedPaise,
      valuePaise,
      pnlPaise: valuePaise - investedPaise,
      pnlPercent: percent(valuePaise - investedPaise, investedPaise),
    },
    // Yearly rate as a fraction (0.124 = 12.4%); null when not defined (nothing bought, or all on one day).
    xirr: rate === null ? null : Math.round(rate * 1_000_000) / 1_000_000,
  };
}

/**
 * What the investor can sell back: each holding with the company's buy-back quote (null: none set),
 * the shares already in open sell requests, and what is left to sell.
 */
export async function getSellableHoldings(db: Db, userId: number) {
  const rows = await heldCompanies(db, userId, { buybackPricePaise: companies.buybackPricePaise });
  const open = rows.length
    ? await db
        .select({ companyId: sellRequests.companyId, total: sql<string>`coalesce(sum(${sellRequests.quantity}), 0)` })
        .from(sellRequests)
        .where(
          and(
            eq(sellRequests.userId, userId),
            inArray(
              sellRequests.companyId,
              rows.map((row) => row.companyId),
            ),
            inArray(sellRequests.status, ['requested', 'shares_received']),
          ),
        )
        .groupBy(sellRequests.companyId)
    : [];
  return rows.map(({ companyId, ...row }) => {
    const openQuantity = Number(open.find((item) => item.companyId === companyId)?.total ?? 0);
    return { ...row, openQuantity, sellable: Math.max(0, row.quantity - openQuantity) };
  });
}
