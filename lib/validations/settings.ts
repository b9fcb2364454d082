// Platform settings operators change without a release: the fee, the payment deadline, and the limits
// that keep one investor from holding stock with unpaid orders. One schema for the API and the form.
import { formatNumber, formatPaise } from '@/lib/format';
import { boundedText } from '@/lib/validations/knowledgeAdmin';
import { isCalendarDay } from '@/lib/workingDays';
import { z } from '@/lib/zod';

/** ₹1,000: below any minimum lot's price, so even the lowest limit lets an investor buy. */
export const MIN_OPEN_ORDER_VALUE_PAISE = 100_000;
/** ₹1,000 crore: far above any one investor's purchases, and exact in a JavaScript number. */
export const MAX_OPEN_ORDER_VALUE_PAISE = 10_000_000_000_000;

/** ₹1,000: far above any depository participant's charge for one debit instruction (the database's check too). */
export const MAX_DP_CHARGE_PAISE = 100_000;

const wholeNumber = (label: string, unit: string, min: [number, string], max: [number, string]) =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be a number.`),
    })
    .int(`${label} must be a whole number of ${unit}.`)
    .min(min[0], `${label} must be at least ${min[1]}.`)
    .max(max[0], `${label} must be at most ${max[1]}.`);

const hours = (label: string) => wholeNumber(label, 'hours', [1, '1 hour'], [720, '720 hours (30 days)']);

/** A four-eyes threshold in paise: 0 (every one needs a second person) up to the largest order value. */
const approvalAmount = (label: string) =>
  wholeNumber(label, 'paise', [0, formatPaise(0)], [MAX_OPEN_ORDER_VALUE_PAISE, formatPaise(MAX_OPEN_ORDER_VALUE_PAISE)]);

export const settingsPatchSchema = z
  .strictObject(
    {
      feeRateBps: wholeNumber('Fee rate', 'basis points', [0, '0'], [1000, '1000 basis points (10%)']).optional(),
      saleFeeRateBps: wholeNumber('Fee rate on sales', 'basis points', [0, '0'], [1000, '1000 basis points (10%)']).optional(),
      dpChargePaise: wholeNumber(
        'DP charge per sale',
        'paise',
        [0, formatPaise(0)],
        [MAX_DP_CHARGE_PAISE, formatPaise(MAX_DP_CHARGE_PAISE)],
      ).optional(),
      paymentExpiryHours: hours('Payment deadline').optional(),
      maxOpenOrders: wholeNumber('Unpaid orders per investor', 'orders', [1, '1'], [100, formatNumber(100)]).optional(),
      maxOpenOrderValuePaise: wholeNumber(
        'Value of unpaid orders per investor',
        'paise',
        [MIN_OPEN_ORDER_VALUE_PAISE, formatPaise(MIN_OPEN_ORDER_VALUE_PAISE)],
        [MAX_OPEN_ORDER_VALUE_PAISE, formatPaise(MAX_OPEN_ORDER_VALUE_PAISE)],
      ).optional(),
      paymentCheckHours: hours('Time to confirm a reported payment').optional(),
      priceApprovalPercent: wholeNumber('Price change needing a second approval', 'percent', [1, '1%'], [100, '100%']).optional(),
      payoutApprovalPaise: approvalAmount('Payout needing a second approval').optional(),
      refundApprovalPaise: approvalAmount('Refund needing a second approval').optional(),
      partnerPriceFloorPercent: wholeNumber('Lowest partner price', 'percent', [50, '50%'], [99, '99%']).optional(),
      maxStockSharePercent: wholeNumber(
        'Share of a company’s stock one investor may reserve',
        'percent',
        [1, '1%'],
        [100, '100%'],
      ).optional(),
      transferWorkingDays: wholeNumber('Transfer working days', 'days', [1, '1 day'], [30, '30 days']).optional(),
      ticketResponseHours: wholeNumber('Ticket response time', 'hours', [1, '1 hour'], [168, '168 hours (7 days)']).optional(),
    },
    {
      error:
        'Only feeRateBps, saleFeeRateBps, dpChargePaise, paymentExpiryHours, maxOpenOrders, maxOpenOrderValuePaise, paymentCheckHours, priceApprovalPercent, payoutApprovalPaise, refundApprovalPaise, partnerPriceFloorPercent, maxStockSharePercent, transferWorkingDays and ticketResponseHours can be changed.',
    },
  )
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change.');
export type SettingsPatchInput = z.output<typeof settingsPatchSchema>;
export type SettingName = keyof SettingsPatchInput;

/**
 * The controls: settings that guard money, stock or the four-eyes rules themselves. Changing one is a
 * four-eyes change (one admin alone could otherwise raise a threshold, then make the change it guarded);
 * the desk's own deadlines (transfers, tickets) change at once.
 */
export const CONTROL_SETTINGS = [
  'feeRateBps',
  'saleFeeRateBps',
  'dpChargePaise',
  'paymentExpiryHours',
  'maxOpenOrders',
  'maxOpenOrderValuePaise',
  'paymentCheckHours',
  'priceApprovalPercent',
  'payoutApprovalPaise',
  'refundApprovalPaise',
  'partnerPriceFloorPercent',
  'maxStockSharePercent',
] as const satisfies readonly SettingName[];

/** Each setting as the form and the approver read it. */
export const SETTING_LABELS: Record<SettingName, string> = {
  feeRateBps: 'Platform fee (basis points)',
  saleFeeRateBps: 'Platform fee on sales (basis points)',
  dpChargePaise: 'DP charge per sale (₹)',
  paymentExpiryHours: 'Payment deadline (hours)',
  paymentCheckHours: 'Time to confirm a reported payment (hours)',
  transferWorkingDays: 'Transfer working days',
  ticketResponseHours: 'Ticket response time (hours)',
  maxOpenOrders: 'Unpaid orders per investor',
  maxOpenOrderValuePaise: 'Value of unpaid orders per investor (₹)',
  maxStockSharePercent: 'Share of a company’s stock one investor may reserve (%)',
  priceApprovalPercent: 'Price change needing a second approval (%)',
  partnerPriceFloorPercent: 'Lowest partner price (% of the investor price)',
  payoutApprovalPaise: 'Payout needing a second approval (₹)',
  refundApprovalPaise: 'Refund needing a second approval (₹)',
};

/** A setting's value as a person reads it: rupees, a percentage of basis points, or the number. */
export function settingValueText(name: SettingName, value: number): string {
  if (name.endsWith('Paise')) return formatPaise(value);
  if (name.endsWith('Bps')) return `${formatNumber(value)} (${(value / 100).toFixed(2)}%)`;
  if (name.endsWith('Percent')) return `${formatNumber(value)}%`;
  return formatNumber(value);
}

export const MAX_HOLIDAY_NAME = 80;
export const HOLIDAY_MESSAGES = {
  day: 'Enter the day as a date, like 2026-01-26.',
  dayRange: 'The day must be between 2000 and 2100.',
  taken: 'This day is already a holiday.',
  missing: 'No holiday on that day.',
} as const;

/** A market holiday: India's calendar day (YYYY-MM-DD) and what it is called. */
export const holidaySchema = z.object({
  day: z
    .string({ error: HOLIDAY_MESSAGES.day })
    .trim()
    .refine(isCalendarDay, HOLIDAY_MESSAGES.day)
    .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', HOLIDAY_MESSAGES.dayRange),
  name: boundedText('Name', 2, MAX_HOLIDAY_NAME),
});
export type HolidayInput = z.output<typeof holidaySchema>;
