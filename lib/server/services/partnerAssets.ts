// A partner's assets under management as on a date: what their clients held at the end of that day
// (India time), rebuilt from completed buys and completed sales up to then (holdingsAsOn), each valued
// at the company's price in force that day (the latest company_prices row on or before it; the
// current price when the history has none).
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { companies, orderEvents, orders, sellRequestEvents, sellRequests, users } from '@/lib/server/db/schema';
import { clientsSharingWith } from '@/lib/server/services/consents';
import { latestPricesOn } from '@/lib/server/services/prices';
import { csvCell, paiseToRupees } from '@/lib/reports/csv';

export interface HoldingMove {
  userId: number;
  companyId: number;
  /** Shares in (a completed buy) or out (a completed sale). */
  kind: 'buy' | 'sell';
  quantity: number;
  /** When the buy or sale completed. */
  at: Date;
}

/** The end of a calendar day in India (UTC+5:30, no daylight saving): the next midnight IST, as an instant. */
export function endOfIndianDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+05:30`) + 86_400_000);
}

/** Quantities held per (client, company) at `cutoff` (moves at or after it are ignored); only positive ones. */
export function holdingsAsOn(moves: readonly HoldingMove[], cutoff: Date): { userId: number; companyId: number; quantity: number }[] {
  const held = new Map<string, { userId: number; companyId: number; quantity: number }>();
  for (const move of moves) {
    if (move.at.getTime() >= cutoff.getTime()) continue;
    const key = `${move.userId}:${move.companyId}`;
    const row = held.get(key) ?? { userId: move.userId, companyId: move.companyId, quantity: 0 };
    row.quantity += move.kind === 'buy' ? move.quantity : -move.quantity;
    held.set(key, row);
  }
  return [...held.values()].filter((row) => row.quantity > 0);
}

export async function partnerAssets(db: Db, partnerId: number, day: string) {
  const cutoff = endOfIndianDay(day);
  const [buys, sales] = await Promise.all([
    db
      .select({ userId: orders.userId, companyId: orders.companyId, quantity: orders.quantity, at: orderEvents.at })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(orderEvents, and(eq(orderEvents.orderId, orders.id), eq(orderEvents.toStatus, 'completed')))
      .where(and(clientsSharingWith(partnerId), eq(orders.status, 'completed'), sql`${orderEvents.at} < ${cutoff.toISOString()}`)),
    db
      .select({ userId: sellRequests.userId, companyId: sellRequests.companyId, quantity: sellRequests.quantity, at: sellRequestEvents.at })
      .from(sellRequests)
      .innerJoin(users, eq(users.id, sellRequests.userId))
      .innerJoin(sellRequestEvents, and(eq(sellRequestEvents.sellRequestId, sellRequests.id), eq(sellRequestEvents.toStatus, 'completed')))
      .where(
        and(clientsSharingWith(partnerId), eq(sellRequests.status, 'completed'), sql`${sellRequestEvents.at} < ${cutoff.toISOString()}`),
      ),
  ]);
  const held = holdingsAsOn(
    [...buys.map((row) => ({ ...row, kind: 'buy' as const })), ...sales.map((row) => ({ ...row, kind: 'sell' as const }))],
    cutoff,
  );
  const companyIds = [...new Set(held.map((row) => row.companyId))];
  const userIds = [...new Set(held.map((row) => row.userId))];
  const [companyRows, priceRows, clientRows] = companyIds.length
    ? await Promise.all([
        db
          .select({ id: companies.id, slug: companies.slug, name: companies.name, pricePaise: companies.pricePaise })
          .from(companies)
          .where(inArray(companies.id, companyIds)),
        latestPricesOn(db, companyIds, day),
        db
          .select({ id: users.id, fullName: users.fullName, userUniqueCode: users.userUniqueCode })
          .from(users)
          .where(inArray(users.id, userIds)),
      ])
    : [[], [], []];
  const priceOn = new Map(priceRows.map((row) => [row.companyId, row.pricePaise]));
  const companyOf = new Map(companyRows.map((row) => [row.id, { ...row, pricePaise: priceOn.get(row.id) ?? row.pricePaise }]));
  const clientOf = new Map(clientRows.map((row) => [row.id, row]));

  const rows = held.flatMap((row) => {
    const company = companyOf.get(row.companyId);
    const client = clientOf.get(row.userId);
    if (!company || !client) return [];
    return [
      {
        userUniqueCode: client.userUniqueCode,
        clientName: client.fullName,
        slug: company.slug,
        companyName: company.name,
        quantity: row.quantity,
        pricePaise: company.pricePaise,
        valuePaise: row.quantity * company.pricePaise,
      },
    ];
  });
  rows.sort((a, b) => a.clientName.localeCompare(b.clientName) || a.companyName.localeCompare(b.companyName));

  const byCompany = new Map<
    string,
    { slug: string; companyName: string; pricePaise: number; quantity: number; valuePaise: number; clients: number }
  >();
  const byClient = new Map<string, { userUniqueCode: string; clientName: string; companies: number; valuePaise: number }>();
  for (const row of rows) {
    const company = byCompany.get(row.slug) ?? {
      slug: row.slug,
      companyName: row.companyName,
      pricePaise: row.pricePaise,
      quantity: 0,
      valuePaise: 0,
      clients: 0,
    };
    company.quantity += row.quantity;
    company.valuePaise += row.valuePaise;
    company.clients += 1;
    byCompany.set(row.slug, company);
    const client = byClient.get(row.userUniqueCode) ?? {
      userUniqueCode: row.userUniqueCode,
      clientName: row.clientName,
      companies: 0,
      valuePaise: 0,
    };
    client.companies += 1;
    client.valuePaise += row.valuePaise;
    byClient.set(row.userUniqueCode, client);
  }
  return {
    date: day,
    totalPaise: rows.reduce((sum, row) => sum + row.valuePaise, 0),
    byCompany: [...byCompany.values()].sort((a, b) => b.valuePaise - a.valuePaise || a.companyName.localeCompare(b.companyName)),
    byClient: [...byClient.values()].sort((a, b) => b.valuePaise - a.valuePaise || a.clientName.localeCompare(b.clientName)),
    rows,
  };
}
export type PartnerAssets = Awaited<ReturnType<typeof partnerAssets>>;

export const ASSETS_CSV_HEADER = ['Date', 'Client', 'Investor ID', 'Company', 'Quantity', 'Price per share (INR)', 'Value (INR)'];

/** UTF-8 with a byte-order mark and CRLF lines, as the other exports; cells made formula-safe by csvCell. */
export function assetsCsv(assets: PartnerAssets): string {
  const lines = [
    ASSETS_CSV_HEADER,
    ...assets.rows.map((row) => [
      assets.date,
      row.clientName,
      row.userUniqueCode,
      row.companyName,
      row.quantity,
      paiseToRupees(row.pricePaise),
      paiseToRupees(row.valuePaise),
    ]),
    [assets.date, 'Total', null, null, null, null, paiseToRupees(assets.totalPaise)],
  ].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
