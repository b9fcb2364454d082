import { describe, expect, it } from 'vitest';

import { auditSentence, changeWords, fieldWords, mentionedStaff, referencedTargets } from '@/lib/audit/sentence';

const entry = (action: string, entity: string, entityId: string, before: unknown, after: unknown) => ({
  action,
  entity,
  entityId,
  before,
  after,
});

describe('the audit log as sentences', () => {
  it('names the person, the change in rupees and links the company', () => {
    const sentence = auditSentence(
      entry(
        'company.update',
        'company',
        'swiggy',
        { pricePaise: 41_000, availableQuantity: 100, status: 'Available' },
        { pricePaise: 42_550, availableQuantity: 90, status: 'Available', approvalId: 3 },
      ),
      'Asha Rao',
    );
    expect(sentence).toEqual({
      text: 'Asha Rao changed swiggy: price from ₹410.00 to ₹425.50, available quantity from 100 to 90',
      href: '/admin/companies/swiggy',
    });
  });

  it('says what an order moved to, with its reference, and a rejection with its reason', () => {
    expect(
      auditSentence(
        entry('order.payment_received', 'order', '42', { paymentReference: null }, { paymentReference: 'UTR123456789012' }),
        'Ravi',
      ).text,
    ).toBe('Ravi marked order 42 as payment received (reference UTR123456789012)');
    expect(
      auditSentence(entry('order.rejected', 'order', '42', {}, { reason: 'Shares not available', refundReference: 'RF1' }), 'Ravi').text,
    ).toBe('Ravi marked order 42 as rejected: Shares not available');
    expect(auditSentence(entry('order.rejected', 'order', '42', {}, {}), 'Ravi').href).toBe('/admin/orders/42');
  });

  it('says what a bank statement brought and what was confirmed from it, linking the statement', () => {
    const imported = entry('bank_statement.import', 'bank_statement', '9', null, { fileName: 'hdfc.csv', newLines: 12, repeatedLines: 3 });
    expect(auditSentence(imported, 'Farah')).toEqual({
      text: 'Farah imported bank statement 9 (hdfc.csv): 12 new credits, 3 seen before',
      href: '/admin/payments/statements/9',
    });
    const orders = [
      { orderId: 1, reference: '432912345678', amountPaise: 100_000 },
      { orderId: 2, reference: '432912345679', amountPaise: 23_450 },
    ];
    expect(auditSentence(entry('bank_statement.confirm', 'bank_statement', '9', null, { orders, totalPaise: 123_450 }), 'Farah').text).toBe(
      'Farah confirmed 2 payments of ₹1,234.50 from bank statement 9',
    );
  });

  it('says which orders a payment confirmed once paid, linking the payment', () => {
    const after = { paymentReference: '432912345678', orders: ['PB-B-AAAA2222', 'PB-B-BBBB3333'], totalPaise: 123_450 };
    expect(auditSentence(entry('payment.payment_received', 'payment_group', 'PB-P-7K3Q9X2M', null, after), 'Farah')).toEqual({
      text: 'Farah confirmed payment PB-P-7K3Q9X2M received (reference 432912345678): ₹1,234.50 for orders PB-B-AAAA2222, PB-B-BBBB3333',
      href: '/admin/orders/payments/PB-P-7K3Q9X2M',
    });
  });

  it('shows both people of a four-eyes decision', () => {
    const approve = entry('approval.approve', 'company', 'swiggy', null, { approvalId: 7, kind: 'price_change', proposedBy: 5 });
    expect(mentionedStaff([approve, entry('company.update', 'company', 'x', {}, { proposedBy: 9 })])).toEqual([5]);
    expect(auditSentence(approve, 'Meera', { 5: 'Asha Rao' }).text).toBe("Meera approved Asha Rao's price change of company swiggy");
    expect(
      auditSentence(
        entry('approval.reject', 'company', 'swiggy', null, { kind: 'price_change', proposedBy: 5, reason: 'Typo' }),
        'Meera',
        {},
      ).text,
    ).toBe("Meera rejected staff member 5's price change of company swiggy: Typo");
  });

  it('proposes with the right article and keeps an acronym in capitals', () => {
    const propose = (kind: string, entity: string) => auditSentence(entry('approval.propose', entity, 'x', null, { kind }), 'Meera').text;
    expect(propose('inventory_change', 'company')).toBe('Meera proposed an inventory change of company x, for a second person to approve');
    expect(propose('kyc_override', 'kyc')).toMatch(/^Meera proposed a KYC decision against the automatic check of /);
  });

  it('reads a price file uploaded and applied', () => {
    expect(
      auditSentence(entry('price_import.preview', 'price_import', '12', null, { fileName: 'prices.csv', rows: 40, refused: 2 }), 'Pranav')
        .text,
    ).toBe('Pranav uploaded price file 12 (prices.csv): 40 rows, 2 refused');
    expect(auditSentence(entry('price_import.apply', 'price_import', '12', null, { companies: ['swiggy', 'nse'] }), 'Pranav').text).toBe(
      'Pranav applied price file 12 to swiggy, nse',
    );
    expect(
      auditSentence(entry('price_import.apply', 'price_import', '12', null, { companies: ['swiggy'], approvalId: 7 }), 'Meera').text,
    ).toBe('Meera applied price file 12 to swiggy, approved as approval 7');
  });

  it('reads KYC, payouts and staff actions', () => {
    expect(
      auditSentence(entry('kyc.rejected', 'kyc', 'UM12', {}, { status: 'rejected', rejectionReason: 'PAN unreadable' }), 'K').text,
    ).toBe('K rejected the KYC of UM12: PAN unreadable');
    const named = auditSentence(
      entry('kyc.rejected', 'kyc', 'UM12', {}, { status: 'rejected', rejectionReason: 'Cheque cut off', rejectionFix: ['bank_matches'] }),
      'K',
    );
    expect(named.text).toBe(
      'K rejected the KYC of UM12: Cheque cut off (to fix: The cheque or bank statement shows the same account number and IFSC, in the investor’s name)',
    );
    const viewed = auditSentence(entry('kyc.document_viewed', 'kyc', 'UM12', null, { documentId: 5, kind: 'pan_card' }), 'K');
    expect(viewed).toMatchObject({ text: 'K opened the PAN card of UM12', href: '/admin/kyc' });
    expect(
      auditSentence(entry('payout.recorded', 'payout', '3', null, { partnerId: 8, netPaise: 1_96_000_00, bankReference: 'NEFT9' }), 'F')
        .text,
    ).toBe('F recorded a payout of ₹1,96,000.00 to partner 8 (bank reference NEFT9)');
    expect(
      auditSentence(entry('staff.invite', 'operator', '4', null, { email: 'k@example.com', roles: ['kyc', 'support'] }), 'A').text,
    ).toBe('A invited k@example.com as kyc, support');
  });

  it('still reads an action it does not know', () => {
    expect(auditSentence(entry('staff.invite_resent', 'operator', '4', null, null), 'A')).toEqual({
      text: 'A invite resent: staff member 4',
      href: '/admin/staff/4',
    });
    expect(auditSentence(entry('newsletter.export', 'subscriber_list', 'all', null, null), 'A')).toEqual({
      text: 'A export: subscriber list all',
    });
  });

  it('links investors, partners and articles to their console pages', () => {
    expect(auditSentence(entry('people.disable', 'user', '12', null, null), 'A')).toEqual({
      text: 'A disable: investor 12',
      href: '/admin/investors/12',
    });
    expect(auditSentence(entry('partner.approve', 'partner', '7', null, null), 'A').href).toBe('/admin/partners/7');
    expect(auditSentence(entry('payout.proposed', 'partner', 'CP1234', null, null), 'A').href).toBe('/admin/partners');
    expect(auditSentence(entry('article.update', 'article', '42', { title: 'A' }, { title: 'B' }), 'A').href).toBe('/admin/articles/42');
  });

  it('words fields and values', () => {
    expect(fieldWords('partnerPricePaise')).toBe('partner price');
    expect(changeWords({ disabled: false, roles: ['kyc'] }, { disabled: true, roles: [] })).toBe(
      'disabled from no to yes, roles from kyc to none',
    );
  });
});

describe('names and words', () => {
  it('names an order, a sale, a payout, a grievance, an investor and a partner by their reference when the list found it', () => {
    const references = {
      'order:42': 'UM-B-7K3Q9X2M',
      'sell_request:7': 'UM-S-2M4N6P8Q',
      'partner:5': 'CP-ASHA01',
      'payout:3': 'NEFT0001',
      'support_ticket:11': 'GRV-2026-000123',
      'user:9': 'UM100009',
    };
    expect(auditSentence(entry('order.payment_received', 'order', '42', {}, {}), 'Ravi', {}, references)).toEqual({
      text: 'Ravi marked order UM-B-7K3Q9X2M as payment received',
      href: '/admin/orders/42',
    });
    expect(auditSentence(entry('sell.shares_received', 'sell_request', '7', {}, {}), 'Ravi', {}, references).text).toBe(
      'Ravi marked sale UM-S-2M4N6P8Q as shares received',
    );
    expect(
      auditSentence(
        entry('payout.recorded', 'payout', '3', null, { netPaise: 90_000, partnerId: 5, bankReference: 'NEFT0001' }),
        'Ravi',
        {},
        references,
      ).text,
    ).toBe('Ravi recorded a payout of ₹900.00 to partner CP-ASHA01 (bank reference NEFT0001)');
    expect(auditSentence(entry('support.resolve', 'support_ticket', '11', {}, {}), 'Ravi', {}, references).text).toBe(
      'Ravi resolved ticket GRV-2026-000123',
    );
    expect(auditSentence(entry('user.move_partner', 'user', '9', {}, {}), 'Ravi', {}, references).text).toBe(
      'Ravi move partner: investor UM100009',
    );
    expect(
      auditSentence(entry('approval.propose', 'order', '42', null, { kind: 'order_rejection' }), 'Ravi', {}, references).text,
    ).toContain('of order UM-B-7K3Q9X2M');
    // A record the list did not find (deleted since) keeps its number.
    expect(auditSentence(entry('order.completed', 'order', '43', {}, {}), 'Ravi', {}, references).text).toBe(
      'Ravi marked order 43 as completed',
    );
  });

  it('asks for the references of the row ids entries name, once each, and a payout’s partner', () => {
    const targets = referencedTargets([
      entry('order.completed', 'order', '42', null, null),
      entry('order.rejected', 'order', '42', null, null),
      entry('sell.completed', 'sell_request', '7', null, null),
      entry('payout.recorded', 'payout', '3', null, { partnerId: 5 }),
      entry('payout.approval', 'partner', 'CP-ASHA01', null, null),
      entry('company.update', 'company', 'swiggy', null, null),
    ]);
    expect(Object.fromEntries(targets)).toEqual({ order: [42], sell_request: [7], payout: [3], partner: [5] });
  });

  it('keeps acronyms in capitals when an action or field is read out', () => {
    expect(auditSentence(entry('sell.dis_reported', 'sell_request', '7', {}, {}), 'Ravi').text).toBe('Ravi marked sale 7 as DIS reported');
    expect(auditSentence(entry('order.utr_mismatch', 'order', '42', {}, {}), 'Ravi').text).toBe('Ravi marked order 42 as UTR mismatch');
    expect(auditSentence(entry('operator.totp_reset', 'operator', '2', null, null), 'Ravi').text).toBe('Ravi TOTP reset: staff member 2');
    expect(fieldWords('disReference')).toBe('DIS reference');
    expect(fieldWords('utr')).toBe('UTR');
    expect(fieldWords('tdsPaise')).toBe('TDS');
    expect(changeWords({ stage: 'price_band' }, { stage: 'ipo_listed' })).toBe('stage from price band to IPO listed');
  });
});
