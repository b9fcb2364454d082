// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { transactionsCsv, type TransactionRow } from '@/lib/server/services/transactions';

const row = (overrides: Partial<TransactionRow> = {}): TransactionRow => ({
  kind: 'buy',
  id: 1,
  reference: 'PB-B-ABCDEFGH',
  slug: 'acme',
  companyName: 'Acme Robotics',
  quantity: 10,
  pricePaise: 12_345,
  amountPaise: 123_469,
  status: 'awaiting_payment',
  paymentReference: null,
  transferReference: null,
  createdAt: '2026-01-02T03:04:05.678Z',
  updatedAt: '2026-01-02T03:04:05.678Z',
  ...overrides,
});

describe('transactionsCsv', () => {
  it('writes a BOM, a header and one CRLF line per row with exact rupees', () => {
    const csv = transactionsCsv([row()]);
    expect(csv.startsWith('\uFEFFDate (IST),Type,Reference,Company,')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('2026-01-02T08:34:05+05:30,Buy,PB-B-ABCDEFGH,Acme Robotics,10,123.45,1234.69,awaiting_payment,,');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+91 Ventures', "'+91 Ventures"],
    ['-Minus Ltd', "'-Minus Ltd"],
    ['@cmd', "'@cmd"],
    ['Comma, Ltd', '"Comma, Ltd"'],
    ['Quote "Q" Ltd', '"Quote ""Q"" Ltd"'],
  ])('makes the company name %j safe as %j', (name, cell) => {
    expect(transactionsCsv([row({ companyName: name })]).split('\r\n')[1]).toContain(`,${cell},`);
  });
});
