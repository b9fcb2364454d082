import { describe, expect, it } from 'vitest';

import { netWorthOf, type NetWorthItem } from '@/lib/netWorth';

const items: NetWorthItem[] = [
  { assetClass: 'unlisted', company: 'Acme', valuePaise: 60_000, costPaise: 50_000 },
  { assetClass: 'unlisted', company: 'Acme', valuePaise: 20_000, costPaise: 10_000 },
  { assetClass: 'fund', company: 'Index fund', valuePaise: 20_000, costPaise: 25_000 },
];

describe('netWorthOf', () => {
  it('sums the total, the cost and the gain, and groups by asset class and by company with shares of the total', () => {
    const view = netWorthOf(items, [], '2026-11-27');
    expect(view).toMatchObject({ totalPaise: 100_000, costPaise: 85_000, gainPaise: 15_000 });
    expect(view.byAssetClass).toEqual([
      { assetClass: 'unlisted', label: 'Unlisted shares', valuePaise: 80_000, costPaise: 60_000, share: 80 },
      { assetClass: 'fund', label: 'Mutual funds and ETFs', valuePaise: 20_000, costPaise: 25_000, share: 20 },
    ]);
    expect(view.byCompany.map((c) => [c.company, c.valuePaise, c.share])).toEqual([
      ['Acme', 80_000, 80],
      ['Index fund', 20_000, 20],
    ]);
  });

  it('lists the cash flows by date and ends them with today’s value, from which the XIRR is computed', () => {
    // 100 paid a year ago, worth 110 today: 10% a year.
    const view = netWorthOf(
      [{ assetClass: 'listed', company: 'Listed co', valuePaise: 11_000, costPaise: 10_000 }],
      [{ on: '2025-11-27', amountPaise: -10_000, label: 'Listed co (held elsewhere)' }],
      '2026-11-27',
    );
    expect(view.cashFlows).toEqual([
      { on: '2025-11-27', amountPaise: -10_000, label: 'Listed co (held elsewhere)' },
      { on: '2026-11-27', amountPaise: 11_000, label: 'Value of everything held today' },
    ]);
    expect(view.xirr).toBeCloseTo(0.1, 6);
  });

  it('sorts flows from here and elsewhere into one timeline (a sale here counts as money out)', () => {
    const view = netWorthOf(
      [{ assetClass: 'unlisted', company: 'Acme', valuePaise: 5_000, costPaise: 5_000 }],
      [
        { on: '2025-06-01', amountPaise: 6_000, label: 'Sold Acme here (S1)' },
        { on: '2024-01-01', amountPaise: -10_000, label: 'Bought Acme here (O1)' },
      ],
      '2026-01-01',
    );
    expect(view.cashFlows.map((flow) => flow.on)).toEqual(['2024-01-01', '2025-06-01', '2026-01-01']);
    expect(view.xirr).not.toBeNull();
  });

  it('has no XIRR, no flows of today and zero shares when nothing is held', () => {
    const view = netWorthOf([], [], '2026-11-27');
    expect(view).toMatchObject({ totalPaise: 0, byAssetClass: [], byCompany: [], xirr: null, cashFlows: [] });
  });
});
