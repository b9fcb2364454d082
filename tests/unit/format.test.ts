import { describe, expect, it } from 'vitest';

import {
  formatCrore,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPaise,
  formatPaiseShort,
  formatPercent,
  formatPlace,
  formatRupees,
  formatSignedPaise,
  humanWords,
  percentChange,
  statusLabel,
} from '@/lib/format';

describe('INR formatting', () => {
  it('groups digits the Indian way', () => {
    expect(formatPaise(1_234_567_800)).toBe('₹1,23,45,678.00');
    expect(formatPaise(12_345)).toBe('₹123.45');
  });
  it('abbreviates lakh and crore', () => {
    expect(formatPaiseShort(12_500_000_000)).toBe('₹12.50 Cr');
    expect(formatPaiseShort(1_250_000_000)).toBe('₹1.25 Cr');
    expect(formatPaiseShort(34_000_000)).toBe('₹3.40 L');
    expect(formatPaiseShort(9_999_900)).toBe('₹99,999');
    expect(formatPaiseShort(-12_500_000_000)).toBe('-₹12.50 Cr');
  });
});

describe('never a negative zero', () => {
  it('shows zero and what rounds to zero without a minus', () => {
    expect(formatPaise(-0)).toBe('₹0.00');
    expect(formatPaise(-0.4)).toBe('₹0.00');
    expect(formatPaise(-1)).toBe('-₹0.01');
    expect(formatRupees(-0)).toBe('₹0');
    expect(formatRupees(-40)).toBe('₹0');
    expect(formatPaiseShort(-0)).toBe('₹0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.0001)).toBe('0');
    expect(formatCrore(-0)).toBe('0.00');
    expect(formatSignedPaise(-0)).toBe('₹0.00');
    expect(formatSignedPaise(-0.2)).toBe('₹0.00');
    expect(formatSignedPaise(-8000)).toBe('−₹80.00');
    expect(formatPercent(-0.001)).toBe('0.00%');
    expect(formatPercent(-0)).toBe('0.00%');
  });
});

describe('whole rupees and places', () => {
  it('shows large amounts in whole rupees, without paise', () => {
    expect(formatRupees(11_760_000_000)).toBe('₹11,76,00,000');
    expect(formatRupees(49_992_850)).toBe('₹4,99,929');
    expect(formatRupees(0)).toBe('₹0');
  });
  it('names a city-state once', () => {
    expect(formatPlace('Singapore', 'Singapore')).toBe('Singapore');
    expect(formatPlace('Dubai', 'United Arab Emirates')).toBe('Dubai, United Arab Emirates');
    expect(formatPlace(null, 'Portugal')).toBe('Portugal');
    expect(formatPlace(undefined, undefined)).toBe('');
  });
});

describe('percentages', () => {
  it('computes change and signs it', () => {
    expect(percentChange(110, 100)).toBeCloseTo(10);
    expect(percentChange(100, null)).toBeNull();
    expect(percentChange(100, 0)).toBeNull();
    expect(formatPercent(10)).toBe('+10.00%');
    expect(formatPercent(-2.5)).toBe('−2.50%');
    expect(formatPercent(0)).toBe('0.00%');
  });
});

// lib/format.ts formats by hand (Intl's first en-IN formatter costs a page 60–90 ms of locale data);
// its output must stay Intl's, character for character, with signDisplay 'negative': no minus on a zero.
describe('the same text as Intl en-IN', () => {
  const signDisplay = 'negative';
  const inr = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
    signDisplay,
  });
  const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, signDisplay });
  const crore = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay });
  const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

  // Integers and fractions of every length, halves (rounding), negatives and zeros.
  const bases = [
    0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 1005, 12_345, 99_999, 100_000, 123_456, 999_999, 1_000_000, 9_999_999, 10_000_000, 12_345_678,
    123_456_789, 1_234_567_890, 98_765_432_109,
  ];
  const values = bases.flatMap((n) => [
    n,
    -n,
    n + 0.5,
    n + 0.25,
    n + 0.125,
    n + 0.005,
    n + 0.994,
    n + 0.995,
    n + 0.999,
    -(n + 0.5),
    -(n + 0.995),
  ]);
  values.push(-0, 0.001, -0.001, 0.0049, -0.4);
  // And a fixed pseudo-random sweep: amounts of every size with zero to four decimals.
  let seed = 20261123;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 3000; i++) {
    const decimals = Math.floor(next() * 5);
    const amount = Math.round(next() * 10 ** Math.floor(next() * 12) * 10 ** decimals) / 10 ** decimals;
    values.push(next() < 0.2 ? -amount : amount);
  }

  it('formatNumber is toLocaleString("en-IN")', () => {
    for (const value of values) expect(formatNumber(value), String(value)).toBe(value.toLocaleString('en-IN', { signDisplay }));
  });

  it('formatPaise, formatRupees and formatCrore', () => {
    for (const paise of values) {
      expect(formatPaise(paise), String(paise)).toBe(inr.format(paise / 100));
      expect(formatRupees(paise), String(paise)).toBe(inrWhole.format(Math.round(paise / 100)));
      const amount = paise / 100 / 1e7;
      const croreText = crore.format(Math.abs(amount));
      expect(formatCrore(paise), String(paise)).toBe(amount < 0 && /[1-9]/.test(croreText) ? `−${croreText}` : croreText);
    }
  });

  it('formatPaiseShort', () => {
    const round = (value: number) => Math.round(value * 100) / 100;
    for (const paise of values.map((value) => value * 1000)) {
      const abs = Math.abs(paise / 100);
      const text =
        abs >= 1e7 ? `₹${crore.format(round(abs / 1e7))} Cr` : abs >= 1e5 ? `₹${crore.format(round(abs / 1e5))} L` : inrWhole.format(abs);
      const expected = paise < 0 && /[1-9]/.test(text) ? `-${text}` : text;
      expect(formatPaiseShort(paise), String(paise)).toBe(expected);
    }
  });

  it('formatDate: the day in India, every month, around midnight IST and UTC', () => {
    for (let month = 0; month < 12; month++) {
      for (const [day, hour, minute] of [
        [1, 0, 0],
        [1, 18, 29],
        [1, 18, 30],
        [15, 12, 0],
        [28, 23, 59],
      ] as const) {
        const when = new Date(Date.UTC(2026, month, day, hour, minute));
        expect(formatDate(when), when.toISOString()).toBe(date.format(when));
        expect(formatDate(when.toISOString())).toBe(date.format(when));
      }
    }
    for (const iso of ['1999-12-31T18:30:00Z', '2000-02-29T10:00:00Z', '2024-02-28T18:30:00Z', '2030-06-30T18:29:59Z']) {
      expect(formatDate(iso), iso).toBe(date.format(new Date(iso)));
    }
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('formatDateTime: the day and the 24-hour time in India, as Intl writes them in Asia/Kolkata, marked IST', () => {
    const day = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const iso of [
      '2026-11-26T04:09:00Z',
      '2026-11-25T18:30:00Z',
      '2026-11-25T18:29:00Z',
      '2026-01-01T06:30:00Z',
      '2026-09-05T12:05:00Z',
    ]) {
      expect(formatDateTime(iso), iso).toBe(`${day.format(new Date(iso))}, ${time.format(new Date(iso))} IST`);
    }
    expect(formatDateTime('2026-11-26T04:09:00Z')).toBe('26 Nov 2026, 09:39 IST');
    expect(formatDateTime('2026-11-25T22:39:00Z')).toBe('26 Nov 2026, 04:09 IST');
    expect(formatDateTime('2026-11-26T10:35:00Z')).toBe('26 Nov 2026, 16:05 IST');
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
  });
});

describe('names read out', () => {
  it('keeps acronyms in capitals', () => {
    expect(statusLabel('dis_reported')).toBe('DIS reported');
    expect(statusLabel('kyc')).toBe('KYC');
    expect(statusLabel('payment_received')).toBe('Payment received');
    expect(statusLabel('Available')).toBe('Available');
    expect(humanWords('otp_sent')).toBe('OTP sent');
    expect(humanWords('totp_reset')).toBe('TOTP reset');
    expect(humanWords('ipo_milestone')).toBe('IPO milestone');
    expect(humanWords('tds_deducted')).toBe('TDS deducted');
    expect(humanWords('pan_utr_display')).toBe('PAN UTR display');
    expect(humanWords('Shares_Received')).toBe('shares received');
    // A word that only starts like an acronym stays a word.
    expect(humanWords('display_panel')).toBe('display panel');
  });
});
