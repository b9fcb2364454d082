// The commission statement dates each commission by India's day: one earned at 04:09 IST on 26 Nov
// (22:39 UTC on the 25th) is the 26th's, as the contract note says (issue 25).
import { describe, expect, it } from 'vitest';

import { statementCsv } from '@/lib/server/services/commissions';

const row = {
  id: 1,
  orderId: 7,
  orderReference: 'PB-B-ABCDEFGH',
  clientCode: 'UM123',
  clientName: 'A Client',
  slug: 'acme',
  companyName: 'Acme',
  quantity: 10,
  orderPricePaise: 12_000,
  partnerPricePaise: 11_000,
  amountPaise: 10_000,
  status: 'accrued' as const,
  payoutId: null,
  createdAt: '2026-11-25T22:39:00.000Z',
};

describe('the commission statement', () => {
  it('dates a commission by India’s day', () => {
    const csv = statementCsv(
      { month: '2026-11', rows: [row], grossPaise: 10_000, tdsPaise: 0, netPaise: 10_000 },
      { fullName: 'P', partnershipCode: 'CP1' },
    );
    // The CSV carries the ISO date (the PDF writes the same cell as "26 Nov 2026").
    expect(csv).toContain('\r\n2026-11-26,PB-B-ABCDEFGH,');
    expect(csv).not.toContain('2026-11-25');
  });
});
