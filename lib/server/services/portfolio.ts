// The investor's portfolio: holdings valued at each company's latest price, totals, and the XIRR
// of the money in (completed buys, their total paid) and out (completed sales, then today's value).
import { and, eq, gt } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { companies, holdings, orders, sellRequests } from '@/lib/server/db/schema';
import { xirr } from '@/lib/xirr';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

export async function getPortfolio(db: Db, userId: number, now = new Date()) {
  const [rows, buys, sells] = await Promise.all([
    db
      .select({
        slug: companies.slug,
        name: companies.name,
        sector: companies.sector,
        ipoStatus: companies.ipoStatus,
        quantity: holdings.quantity,
        costPaise: holdings.costPaise,
        pricePaise: companies.pricePaise,
        priceAsOf: companies.priceUpdatedAt,
      })
      .from(holdings)
      .innerJoin(companies, eq(companies.id, holdings.companyId))
      .where(and(eq(holdings.userId, userId), gt(holdings.quantity, 0)))
      .orderBy(companies.name),
    db
      .select({ amount: orders.totalPaise, at: orders.updatedAt })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'completed'))),
    db
      .select({ amount: sellRequests.proceedsPaise, at: sellRequests.updatedAt })
      .from(sellRequests)
      .where(and(eq(sellRequests.userId, userId), eq(sellRequests.status, 'completed'))),
  ]);
  const result = rows.map((row) => {
    const valuePaise = row.quantity * row.pricePaise;
    const pnlPaise = valuePaise - row.costPaise;
    return {
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
  return {
    holdings: result,
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
