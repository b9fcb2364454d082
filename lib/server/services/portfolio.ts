// The investor's portfolio: holdings valued at each company's latest price, totals, and the XIRR
// of the money in (completed buys, their total paid) and out (completed sales, then today's value).
// Invested counts the charges paid (stamp duty, fee, GST) on the shares still held, and realised P&L comes
// from the capital-gains statement's own FIFO (services/reports.ts fifoByCompany). The net-worth view adds
// what the investor holds elsewhere (services/externalHoldings.ts; lib/netWorth.ts).
// Per holding also its lots (completed buys less completed sales, first in first out) with the date each
// becomes long-term for tax, and the lock-in its company's IPO milestones (or, without any, its IPO status)
// imply, with an estimate at the price band and the gain at listing (rules in lib/holdingRules.ts).
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/server/db/client';
import { companies, holdings, orders, sellRequests } from '@/lib/server/db/schema';
import { heldLots, ipoOutlook, lockInFor, nextLongTermDate, type Lot } from '@/lib/holdingRules';
import { netWorthOf } from '@/lib/netWorth';
import { istDate } from '@/lib/reports/dates';
import type { MatchedPart } from '@/lib/reports/fifo';
import { financialYearOf, inFinancialYear, type FinancialYear } from '@/lib/reports/financialYear';
import { listExternalHoldings } from '@/lib/server/services/externalHoldings';
import { milestonesOf } from '@/lib/server/services/ipo';
import { fifoByCompany } from '@/lib/server/services/reports';
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

/** Completed buys and sales: the money each moved (paid in all, or proceeds). */
const DEALS = {
  buy: { table: orders, amount: orders.totalPaise },
  sale: { table: sellRequests, amount: sellRequests.proceedsPaise },
};

/**
 * The investor's completed buys or sales with their companies' names. A completed deal is never changed
 * again, so its last update (`at`) is when it settled: the shares credited, or the proceeds paid.
 */
function completedDeals(db: Db, userId: number, kind: keyof typeof DEALS) {
  const { table, amount } = DEALS[kind];
  return db
    .select({
      amount,
      at: table.updatedAt,
      companyId: table.companyId,
      quantity: table.quantity,
      reference: table.reference,
      name: companies.name,
    })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(and(eq(table.userId, userId), eq(table.status, 'completed')));
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);
const sum = <T>(list: readonly T[], pick: (item: T) => number) => list.reduce((total, item) => total + pick(item), 0);

/** Realised P&L of one company's sales (FIFO, as the capital-gains statement): in all, and in the financial year `fy`. */
function realisedOf(parts: readonly MatchedPart[], fy: FinancialYear) {
  return {
    realisedPaise: sum(parts, (part) => part.gainPaise),
    realisedFyPaise: sum(
      parts.filter((part) => inFinancialYear(part.soldOn, fy)),
      (part) => part.gainPaise,
    ),
  };
}

export async function getPortfolio(db: Db, userId: number, now = new Date()) {
  const [rows, buys, sells, fifo, elsewhere] = await Promise.all([
    heldCompanies(db, userId, {
      sector: companies.sector,
      ipoStatus: companies.ipoStatus,
      costPaise: holdings.costPaise,
      pricePaise: companies.pricePaise,
      priceAsOf: companies.priceUpdatedAt,
      buybackPricePaise: companies.buybackPricePaise,
    }),
    completedDeals(db, userId, 'buy'),
    completedDeals(db, userId, 'sale'),
    fifoByCompany(db, userId),
    listExternalHoldings(db, userId),
  ]);
  const milestones = await milestonesOf(
    db,
    rows.map((row) => row.companyId),
  );
  const fy = financialYearOf(istDate(now));
  const result = rows.map((row) => {
    const matched = fifo.find((company) => company.companyId === row.companyId);
    const open = matched?.open ?? [];
    // Invested is what was paid for the shares still held: their consideration and the stamp duty, fee and GST
    // paid with them (first in first out). Shares with no purchase on record count at the holding's cost alone.
    const chargesPaise = sum(open, (lot) => lot.remainingChargesPaise);
    const fifoCovers = sum(open, (lot) => lot.remainingQuantity) === row.quantity;
    const investedPaise = (fifoCovers ? sum(open, (lot) => lot.remainingCostPaise) : row.costPaise) + chargesPaise;
    const valuePaise = row.quantity * row.pricePaise;
    const pnlPaise = valuePaise - investedPaise;
    const lotsBought: Lot[] = buys
      .filter((buy) => buy.companyId === row.companyId)
      .map((buy) => ({ boughtAt: buy.at, quantity: buy.quantity }));
    const sold = sells.filter((sale) => sale.companyId === row.companyId).reduce((total, sale) => total + sale.quantity, 0);
    const lots = heldLots(lotsBought, sold, now);
    const ipo = ipoOutlook(milestones.get(row.companyId) ?? [], { quantity: row.quantity, investedPaise }, now);
    return {
      companyId: row.companyId,
      slug: row.slug,
      name: row.name,
      sector: row.sector,
      ipoStatus: row.ipoStatus,
      quantity: row.quantity,
      avgCostPaise: Math.round(investedPaise / row.quantity),
      investedPaise,
      chargesPaise,
      pricePaise: row.pricePaise,
      priceAsOf: row.priceAsOf.toISOString(),
      /** At the platform's selling price (what a buyer pays here today). */
      valuePaise,
      /** At the platform's buy-back quote (what it would pay for them); null when it quotes none. */
      buybackPricePaise: row.buybackPricePaise,
      buybackValuePaise: row.buybackPricePaise === null ? null : row.quantity * row.buybackPricePaise,
      pnlPaise,
      pnlPercent: percent(pnlPaise, investedPaise),
      ...realisedOf(matched?.parts ?? [], fy),
      lots,
      /** The next date one of the held lots becomes long-term; null when all are (or none is known). */
      longTermOn: nextLongTermDate(lots),
      lockIn: ipo?.lockIn ?? lockInFor(row.ipoStatus),
      ipo,
    };
  });
  const investedPaise = sum(result, (h) => h.investedPaise);
  const valuePaise = sum(result, (h) => h.valuePaise);
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
  // Realised P&L of every company sold, held still or not.
  const realised = fifo
    .filter((company) => company.parts.length > 0)
    .map((company) => ({ name: company.name, ...realisedOf(company.parts, fy) }));
  const netWorth = netWorthOf(
    [
      ...result.map((h) => ({ assetClass: 'unlisted' as const, company: h.name, valuePaise: h.valuePaise, costPaise: h.investedPaise })),
      ...elsewhere.map((h) => ({
        assetClass: h.assetClass,
        company: h.companyName ?? h.name,
        valuePaise: h.valuePaise,
        costPaise: h.costPaise,
      })),
    ],
    [
      ...buys.map((buy) => ({ on: istDate(buy.at), amountPaise: -buy.amount, label: `Bought ${buy.name} here (${buy.reference})` })),
      ...sells.map((sale) => ({ on: istDate(sale.at), amountPaise: sale.amount, label: `Sold ${sale.name} here (${sale.reference})` })),
      ...elsewhere.map((h) => ({ on: h.acquiredOn, amountPaise: -h.costPaise, label: `${h.name} (held elsewhere)` })),
    ],
    istDate(now),
  );
  return {
    holdings: result.map(({ companyId: _companyId, ...holding }) => holding),
    allocation,
    totals: {
      investedPaise,
      chargesPaise: sum(result, (h) => h.chargesPaise),
      valuePaise,
      buybackValuePaise: sum(result, (h) => h.buybackValuePaise ?? 0),
      pnlPaise: valuePaise - investedPaise,
      pnlPercent: percent(valuePaise - investedPaise, investedPaise),
    },
    realised: {
      financialYear: fy.label,
      totalPaise: sum(realised, (company) => company.realisedPaise),
      fyToDatePaise: sum(realised, (company) => company.realisedFyPaise),
      byCompany: realised,
    },
    // Yearly rate as a fraction (0.124 = 12.4%); null when not defined (nothing bought, or all on one day).
    xirr: rate === null ? null : Math.round(rate * 1_000_000) / 1_000_000,
    externalHoldings: elsewhere,
    netWorth,
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
