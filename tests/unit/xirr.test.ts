import { describe, expect, it } from 'vitest';

import { xirr } from '@/lib/xirr';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('xirr', () => {
  it('is 10% for 100 growing to 110 over 365 days', () => {
    expect(
      xirr([
        { amount: -100, at: day('2025-01-01') },
        { amount: 110, at: day('2026-01-01') },
      ]),
    ).toBeCloseTo(0.1, 8);
  });

  it('matches a spreadsheet XIRR for uneven flows', () => {
    // The example from the spreadsheet documentation: XIRR = 0.373362535.
    const rate = xirr([
      { amount: -10_000, at: day('2008-01-01') },
      { amount: 2_750, at: day('2008-03-01') },
      { amount: 4_250, at: day('2008-10-30') },
      { amount: 3_250, at: day('2009-02-15') },
      { amount: 2_750, at: day('2009-04-01') },
    ]);
    expect(rate).toBeCloseTo(0.373362535, 6);
  });

  it('handles losses, including a near-total loss', () => {
    expect(
      xirr([
        { amount: -100, at: day('2025-01-01') },
        { amount: 50, at: day('2026-01-01') },
      ]),
    ).toBeCloseTo(-0.5, 8);
    const rate = xirr([
      { amount: -100, at: day('2025-01-01') },
      { amount: 0.01, at: day('2026-01-01') },
    ]);
    expect(rate).toBeCloseTo(-0.9999, 4);
  });

  it('is null when the rate is undefined', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([{ amount: -100, at: day('2025-01-01') }])).toBeNull();
    expect(
      xirr([
        { amount: -100, at: day('2025-01-01') },
        { amount: -5, at: day('2026-01-01') },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { amount: 100, at: day('2025-01-01') },
        { amount: 5, at: day('2026-01-01') },
      ]),
    ).toBeNull();
  });

  it('satisfies its own equation for several buys and a final value', () => {
    const flows = [
      { amount: -50_000, at: day('2024-02-10') },
      { amount: -20_000, at: day('2024-09-01') },
      { amount: 15_000, at: day('2025-03-15') },
      { amount: 70_000, at: day('2025-11-01') },
    ];
    const rate = xirr(flows) ?? Number.NaN;
    const start = day('2024-02-10').getTime();
    const npv = flows.reduce((sum, f) => sum + f.amount / Math.pow(1 + rate, (f.at.getTime() - start) / 86_400_000 / 365), 0);
    expect(Math.abs(npv)).toBeLessThan(1e-4);
  });
});
