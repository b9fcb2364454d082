import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { lastEndedQuarter, payoutTds, tdsBasisText, tdsPaise, tdsThresholdPaise } from '@/lib/commission';

const AFTER = new Date('2026-06-15T06:00:00Z');
const BEFORE = new Date('2025-01-10T06:00:00Z');

describe('tdsThresholdPaise (section 194H)', () => {
  it('is ₹20,000 from 1 April 2025 in India and ₹15,000 before', () => {
    expect(tdsThresholdPaise(new Date('2025-03-31T18:30:00Z'))).toBe(20_000_00); // 1 April 2025, 00:00 IST
    expect(tdsThresholdPaise(new Date('2025-03-31T18:29:59Z'))).toBe(15_000_00);
    expect(tdsThresholdPaise(BEFORE)).toBe(15_000_00);
  });
});

describe('payoutTds', () => {
  const pay = (grossPaise: number, yearGrossBeforePaise = 0, yearTdsBeforePaise = 0, paidAt = AFTER, hasPan = true) =>
    payoutTds({ grossPaise, yearGrossBeforePaise, yearTdsBeforePaise, paidAt, hasPan });

  it('deducts nothing while the year stays within ₹20,000, then 2% of the whole year on the payout that crosses', () => {
    expect(pay(15_000_00).tdsPaise).toBe(0);
    expect(pay(5_000_00, 15_000_00).tdsPaise).toBe(0); // exactly ₹20,000: within
    const crossing = pay(6_000_00, 15_000_00);
    expect(crossing).toMatchObject({ grossPaise: 6_000_00, tdsPaise: 420_00, netPaise: 5_580_00 }); // 2% of ₹21,000
    expect(crossing.basis).toMatchObject({ financialYear: '2026-27', thresholdPaise: 20_000_00, yearGrossPaise: 21_000_00, crossed: true });
    expect(pay(10_000_00, 21_000_00, 420_00).tdsPaise).toBe(200_00); // then 2% of each payout
  });
  it('uses ₹15,000 before 1 April 2025', () => {
    expect(pay(16_000_00, 0, 0, BEFORE).tdsPaise).toBe(320_00);
    expect(pay(16_000_00, 0, 0, AFTER).tdsPaise).toBe(0);
  });
  it('takes 20% without a PAN (section 206AA)', () => {
    const noPan = pay(25_000_00, 0, 0, AFTER, false);
    expect(noPan.tdsPaise).toBe(5_000_00);
    expect(noPan.basis.rateBps).toBe(2_000);
    expect(tdsBasisText(noPan.basis)).toMatch(/20% \(no PAN, section 206AA\)/);
    expect(pay(10_000_00, 0, 0, AFTER, false).tdsPaise).toBe(0);
  });
  it('explains the basis', () => {
    expect(tdsBasisText(pay(1_000_00).basis)).toMatch(/within it, so no TDS/);
    expect(tdsBasisText(pay(6_000_00, 15_000_00).basis)).toMatch(/crossed, so TDS at 2% of ₹21,000\.00 less ₹0\.00/);
  });

  const amounts = fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 12 });

  it('never deducts a negative amount and always keeps net + tds = gross', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.boolean(),
        (gross, before, hasPan) => {
          const earlier = payoutTds({ grossPaise: before, yearGrossBeforePaise: 0, yearTdsBeforePaise: 0, paidAt: AFTER, hasPan });
          const now = payoutTds({
            grossPaise: gross,
            yearGrossBeforePaise: before,
            yearTdsBeforePaise: earlier.tdsPaise,
            paidAt: AFTER,
            hasPan,
          });
          expect(now.tdsPaise).toBeGreaterThanOrEqual(0);
          expect(now.netPaise).toBeGreaterThanOrEqual(0);
          expect(now.netPaise + now.tdsPaise).toBe(now.grossPaise);
        },
      ),
    );
  });

  it('over a year: nothing below the threshold; once crossed the TDS so far is the rate on the year gross (unless a payout was too small to carry it)', () => {
    fc.assert(
      fc.property(amounts, fc.boolean(), (grosses, hasPan) => {
        let yearGross = 0;
        let yearTds = 0;
        for (const gross of grosses) {
          const result = payoutTds({
            grossPaise: gross,
            yearGrossBeforePaise: yearGross,
            yearTdsBeforePaise: yearTds,
            paidAt: AFTER,
            hasPan,
          });
          yearGross += gross;
          yearTds += result.tdsPaise;
          const owed = tdsPaise(yearGross, hasPan ? 200 : 2_000);
          if (yearGross <= 20_000_00) expect(yearTds).toBe(0);
          else if (result.tdsPaise < gross) expect(yearTds).toBe(owed);
          else expect(yearTds).toBeLessThanOrEqual(owed);
        }
      }),
    );
  });
});

describe('the TDS statement picker', () => {
  it.each([
    ['2026-12', '2026-27', 'Q2'],
    ['2026-10', '2026-27', 'Q2'],
    ['2026-09', '2026-27', 'Q1'],
    ['2026-07', '2026-27', 'Q1'],
    ['2026-06', '2025-26', 'Q4'],
    ['2026-04', '2025-26', 'Q4'],
    ['2027-03', '2026-27', 'Q3'],
    ['2027-01', '2026-27', 'Q3'],
  ])('in %s opens on %s %s, the latest quarter that has ended', (month, financialYear, quarter) => {
    expect(lastEndedQuarter(month)).toEqual({ financialYear, quarter });
  });
});
