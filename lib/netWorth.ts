// The net-worth view (issue 24): what is held here and elsewhere, by asset class and by company, with
// the gain and the XIRR across everything. Pure arithmetic in integer paise, so it is unit-tested alone.
// Cash flows: each completed buy here (paid, negative) and sale here (received, positive) on the day it
// completed, each holding elsewhere's cost on the day it was acquired (negative), and today the value of
// everything held (positive), as if sold.
import { ASSET_CLASS_LABELS, type AssetClass } from '@/lib/status/assetClasses';
import { xirr } from '@/lib/xirr';

/** One holding, here or elsewhere, as the view counts it. */
export interface NetWorthItem {
  assetClass: AssetClass;
  /** The company (or fund, asset) it is grouped under in the view by company. */
  company: string;
  valuePaise: number;
  costPaise: number;
}

export interface NetWorthFlow {
  /** IST day, YYYY-MM-DD. */
  on: string;
  /** Paid in: negative; received (or the value today): positive. */
  amountPaise: number;
  label: string;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/** The start of an IST day as an instant, for the XIRR's day count. */
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

function groupBy<K extends string>(items: readonly NetWorthItem[], key: (item: NetWorthItem) => K, total: number) {
  const groups = new Map<K, { valuePaise: number; costPaise: number }>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? { valuePaise: 0, costPaise: 0 };
    group.valuePaise += item.valuePaise;
    group.costPaise += item.costPaise;
    groups.set(key(item), group);
  }
  return [...groups]
    .map(([name, group]) => ({ name, ...group, share: percent(group.valuePaise, total) }))
    .sort((a, b) => b.valuePaise - a.valuePaise || a.name.localeCompare(b.name));
}

export function netWorthOf(items: readonly NetWorthItem[], flows: readonly NetWorthFlow[], today: string) {
  const totalPaise = items.reduce((sum, item) => sum + item.valuePaise, 0);
  const costPaise = items.reduce((sum, item) => sum + item.costPaise, 0);
  const cashFlows = [
    ...[...flows].sort((a, b) => a.on.localeCompare(b.on)),
    ...(totalPaise > 0 ? [{ on: today, amountPaise: totalPaise, label: 'Value of everything held today' }] : []),
  ];
  const rate = xirr(cashFlows.map((flow) => ({ amount: flow.amountPaise, at: istStart(flow.on) })));
  return {
    totalPaise,
    costPaise,
    gainPaise: totalPaise - costPaise,
    byAssetClass: groupBy(items, (item) => item.assetClass, totalPaise).map(({ name, ...group }) => ({
      assetClass: name,
      label: ASSET_CLASS_LABELS[name],
      ...group,
    })),
    byCompany: groupBy(items, (item) => item.company, totalPaise).map(({ name, ...group }) => ({ company: name, ...group })),
    // Yearly rate as a fraction (0.124 = 12.4%); null when not defined (no money in, or all on one day).
    xirr: rate === null ? null : Math.round(rate * 1_000_000) / 1_000_000,
    cashFlows,
  };
}
export type NetWorth = ReturnType<typeof netWorthOf>;
