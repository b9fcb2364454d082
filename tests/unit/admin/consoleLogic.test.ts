// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { formatAge, statusLabel } from '@/lib/format';
import { auditChanges } from '@/lib/audit/changes';
import { companyChanges, companyFormSchema } from '@/components/admin/companyForm';
import { paiseToRupeeText, rupeesToPaise } from '@/components/admin/rupees';
import { settingsFormSchema } from '@/components/admin/settingsForm';
import { orderStepForms, sellStepForms } from '@/components/admin/steps';
import { orderTransitionSchema } from '@/lib/validations/orders';

describe('rupeesToPaise', () => {
  it.each([
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['1234', 123400],
    ['0.05', 5],
    ['.5', 50],
    ['1,23,456.78', 12345678],
    ['₹ 1,234.56', 123456],
    ['  99.99 ', 9999],
    // 1.005 * 100 and 1234.56 * 100 are not whole in floating point; read as text they are exact.
    ['1.01', 101],
    ['4.35', 435],
    ['9999999.99', 999999999],
  ])('%s rupees are %i paise', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
  });

  it.each(['', '.', 'abc', '12a', '-5', '1.234', '1.2.3', '1e3', '12345678901234'])('refuses %j', (text) => {
    expect(rupeesToPaise(text)).toBeNull();
  });

  it('writes paise back as rupee text that reads back the same', () => {
    for (const paise of [1, 5, 100, 123456, 999999999]) expect(rupeesToPaise(paiseToRupeeText(paise))).toBe(paise);
    expect(paiseToRupeeText(123450)).toBe('1234.50');
    expect(paiseToRupeeText(7)).toBe('0.07');
  });
});

describe('formatAge', () => {
  const now = '2026-11-23T12:00:00.000Z';
  it.each([
    ['2026-11-23T12:00:00.000Z', 'under a minute'],
    ['2026-11-23T11:59:01.000Z', 'under a minute'],
    ['2026-11-23T11:59:00.000Z', '1 min'],
    ['2026-11-23T11:15:30.000Z', '44 min'],
    ['2026-11-23T11:00:00.000Z', '1 h'],
    ['2026-11-23T08:55:00.000Z', '3 h 5 min'],
    ['2026-11-22T12:00:00.000Z', '1 d'],
    ['2026-11-21T08:00:00.000Z', '2 d 4 h'],
    // A clock a little ahead on the other side is not a negative age.
    ['2026-11-23T12:05:00.000Z', 'under a minute'],
  ])('from %s is %s', (since, text) => {
    expect(formatAge(since, now)).toBe(text);
  });

  it('names statuses in words', () => {
    expect(statusLabel('payment_received')).toBe('Payment received');
  });
});

describe('next-step forms', () => {
  const fields = (forms: ReturnType<typeof orderStepForms>) =>
    Object.fromEntries(forms.map((form) => [form.to, form.fields.map((f) => f.name)]));

  it('asks for exactly the references transitionOrder needs', () => {
    expect(fields(orderStepForms('awaiting_payment', ['payment_received', 'rejected']))).toEqual({
      payment_received: ['paymentReference'],
      rejected: ['reason'],
    });
    // Once paid, a rejection is a refund: its reference is needed too.
    expect(fields(orderStepForms('payment_received', ['transfer_initiated', 'rejected']))).toEqual({
      transfer_initiated: ['transferReference'],
      rejected: ['reason', 'refundReference'],
    });
    expect(fields(orderStepForms('transfer_initiated', ['completed', 'rejected']))).toEqual({
      completed: [],
      rejected: ['reason', 'refundReference'],
    });
    expect(orderStepForms('completed', [])).toEqual([]);
  });

  it('asks for a refund reference on a payment left to check only if the money arrived', () => {
    const forms = orderStepForms('payment_to_check', ['payment_received', 'rejected']);
    expect(fields(forms)).toEqual({ payment_received: ['paymentReference'], rejected: ['reason', 'refundReference'] });
    expect(forms[1]?.fields[1]?.hint).toMatch(/^Only if the money arrived: /);
    // An empty refund reference is no refund reference; the server asks for one where a refund is due.
    expect(orderTransitionSchema.parse({ to: 'rejected', reason: 'Never arrived', refundReference: '' })).toEqual({
      to: 'rejected',
      reason: 'Never arrived',
    });
  });

  it('asks again only before a rejection', () => {
    const forms = orderStepForms('awaiting_payment', ['payment_received', 'rejected']);
    expect(forms.map((form) => [form.to, form.confirm])).toEqual([
      ['payment_received', false],
      ['rejected', true],
    ]);
  });

  it('asks for the payment reference to settle a sale and a reason to reject one', () => {
    expect(fields(sellStepForms(['shares_received', 'rejected']))).toEqual({ shares_received: [], rejected: ['reason'] });
    expect(fields(sellStepForms(['completed', 'rejected']))).toEqual({ completed: ['paymentReference'], rejected: ['reason'] });
  });
});

describe('company form', () => {
  const current = {
    pricePaise: 123456,
    partnerPricePaise: 120000,
    buybackPricePaise: 110000,
    availableQuantity: 500,
    minQuantity: 10,
    status: 'available' as const,
  };
  const typed = {
    pricePaise: '1234.56',
    partnerPricePaise: '1200',
    buybackPricePaise: '1100.00',
    availableQuantity: '500',
    minQuantity: '10',
    status: 'available',
    priceSource: 'desk_estimate',
    priceNote: '',
    priceKind: 'new',
  };

  it('sends only what changed, in paise; a new price with its source (and its note when there is one)', () => {
    const values = companyFormSchema.parse({ ...typed, pricePaise: '1,300.10', availableQuantity: '750' });
    expect(companyChanges(current, values)).toEqual({ pricePaise: 130010, priceSource: 'desk_estimate', availableQuantity: 750 });
    expect(companyChanges(current, companyFormSchema.parse(typed))).toEqual({});
    const quoted = companyFormSchema.parse({ ...typed, pricePaise: '1240', priceSource: 'trade', priceNote: ' Block of 500 ' });
    expect(companyChanges(current, quoted)).toEqual({ pricePaise: 124000, priceSource: 'trade', priceNote: 'Block of 500' });
    // A source or note alone, without a new price, sends nothing.
    expect(companyChanges(current, companyFormSchema.parse({ ...typed, priceSource: 'trade', priceNote: 'x' }))).toEqual({});
  });

  it('sends a correction of the latest price as such, and never without a new price', () => {
    const corrected = companyFormSchema.parse({ ...typed, pricePaise: '1359', priceKind: 'correction' });
    expect(companyChanges(current, corrected)).toEqual({ pricePaise: 135900, priceSource: 'desk_estimate', priceCorrection: true });
    expect(companyChanges(current, companyFormSchema.parse({ ...typed, priceKind: 'correction' }))).toEqual({});
  });

  it('leaves an empty buy-back price unsent', () => {
    expect(companyChanges(current, companyFormSchema.parse({ ...typed, buybackPricePaise: '' }))).toEqual({});
  });

  it('refuses amounts that are not rupees, and quantities that are not whole, per field', () => {
    const result = companyFormSchema.safeParse({
      ...typed,
      pricePaise: '12.345',
      partnerPricePaise: '0',
      availableQuantity: '-1',
      minQuantity: '2.5',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      pricePaise: 'Investor price must be an amount in rupees with at most 2 decimals, like 1234.56.',
      partnerPricePaise: 'Partner price must be more than zero.',
      availableQuantity: 'Available quantity must be a whole number (0 or more).',
      minQuantity: 'Minimum lot must be a whole number (0 or more).',
    });
  });
});

describe('settings form', () => {
  it('reads whole numbers and keeps the API rules', () => {
    const typed = {
      feeRateBps: '25',
      saleFeeRateBps: '40',
      dpChargePaise: '20',
      paymentExpiryHours: '48',
      maxOpenOrders: '5',
      maxOpenOrderValuePaise: '1,00,00,000',
      paymentCheckHours: '24',
      priceApprovalPercent: '10',
      payoutApprovalPaise: '50,000',
      refundApprovalPaise: '0',
      partnerPriceFloorPercent: '80',
      maxStockSharePercent: '25',
      transferWorkingDays: '3',
      ticketResponseHours: '36',
    };
    expect(settingsFormSchema.parse(typed)).toEqual({
      feeRateBps: 25,
      saleFeeRateBps: 40,
      dpChargePaise: 2_000,
      paymentExpiryHours: 48,
      maxOpenOrders: 5,
      maxOpenOrderValuePaise: 1_000_000_000,
      paymentCheckHours: 24,
      priceApprovalPercent: 10,
      payoutApprovalPaise: 5_000_000,
      refundApprovalPaise: 0,
      partnerPriceFloorPercent: 80,
      maxStockSharePercent: 25,
      transferWorkingDays: 3,
      ticketResponseHours: 36,
    });
    const result = settingsFormSchema.safeParse({
      feeRateBps: '1001',
      saleFeeRateBps: '1001',
      dpChargePaise: '1000.01',
      paymentExpiryHours: '0',
      maxOpenOrders: '0',
      maxOpenOrderValuePaise: '999.99',
      paymentCheckHours: '721',
      priceApprovalPercent: '0',
      payoutApprovalPaise: '-1',
      refundApprovalPaise: '100000000000.01',
      partnerPriceFloorPercent: '100',
      maxStockSharePercent: '0',
      transferWorkingDays: '31',
      ticketResponseHours: '169',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Fee rate must be at most 1000 basis points (10%).',
      'Fee rate on sales must be at most 1000 basis points (10%).',
      'DP charge per sale must be at most ₹1,000.00.',
      'Payment deadline must be at least 1 hour.',
      'Unpaid orders per investor must be at least 1.',
      'Value of unpaid orders per investor must be at least ₹1,000.00.',
      'Time to confirm a reported payment must be at most 720 hours (30 days).',
      'Price change needing a second approval must be at least 1%.',
      'Payout needing a second approval must be an amount in rupees, like 10000000.',
      'Refund needing a second approval must be at most ₹1,00,00,00,00,000.00.',
      'Lowest partner price must be at most 99%.',
      'Share of a company’s stock one investor may reserve must be at least 1%.',
      'Transfer working days must be at most 30 days.',
      'Ticket response time must be at most 168 hours (7 days).',
    ]);
    expect(settingsFormSchema.safeParse({ ...typed, maxOpenOrderValuePaise: 'ten lakh' }).error?.issues[0]?.message).toBe(
      'Value of unpaid orders per investor must be an amount in rupees, like 10000000.',
    );
  });
});

describe('auditChanges', () => {
  it('lists the fields whose value changed', () => {
    expect(
      auditChanges(
        { status: 'awaiting_payment', paymentReference: null, reason: null },
        { status: 'payment_received', paymentReference: 'PAY1', reason: null },
      ),
    ).toEqual([
      { field: 'status', before: 'awaiting_payment', after: 'payment_received' },
      { field: 'paymentReference', before: '—', after: 'PAY1' },
    ]);
  });

  it('shows a field only on one side, and values that are not objects', () => {
    expect(auditChanges({ a: 1 }, { a: 1, b: 2 })).toEqual([{ field: 'b', before: '—', after: '2' }]);
    expect(auditChanges(null, 'x')).toEqual([{ field: 'value', before: '—', after: 'x' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
