// Orders, sales, portfolio and the operator desk: one set of schemas and messages for the API and
// the pages built on it.
import { formatNumber, formatPaise } from '@/lib/format';
import { z } from '@/lib/zod';

import { MAX_CART_QUANTITY } from './cart';
import { listFormat, listSearch, overdueFlag, paginationQuery } from './pagination';
import { cleanLine, cleanText } from './text';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus as OrderStatusName } from '@/lib/status/orders';
import { priceSourceEnum } from '@/lib/status/prices';
import { ORDER_QUEUES, SALE_QUEUES } from '@/lib/status/queues';
import { SELL_STATUSES, type SellStatus as SellStatusName } from '@/lib/status/sales';
import { COMPANY_STATUS_CODES as ADMIN_COMPANY_STATUSES, type CompanyStatusCode as AdminCompanyStatus } from '@/lib/status/companies';

// The statuses live in lib/status (one list each, with the database check, zod enum and labels).
export { ORDER_STATUSES, type OrderStatusName };
export { SELL_STATUSES, type SellStatusName };

/** ₹1 crore per share: far above any unlisted share, and small enough that every total stays exact. */
export const MAX_PRICE_PAISE = 1_000_000_000;
export const MAX_REFERENCE_LENGTH = 64;
export const MAX_REASON_LENGTH = 500;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

export const ORDER_MESSAGES = {
  idempotencyKey: `The Idempotency-Key header is required: a unique value per order (like a UUID), at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
  idempotencyMismatch: 'This Idempotency-Key was already used for a different request. Use a new key for a new order.',
  priceChanged: 'The price has changed since you saw it. Please check the new price and confirm again.',
  utr: 'The UTR is the 12 to 22 letters and digits your bank shows for the transfer.',
  notAwaitingPayment: 'This order is no longer awaiting payment.',
  duplicateUtr:
    'This UTR is already reported on another order. Each bank transfer pays for one order: please check the UTR of the transfer for this order.',
  usedPaymentReference: (otherOrder: string) =>
    `This reference is already the payment of order ${otherOrder}: one transfer pays one order. Check the bank statement; if it is right, tick "The reference is right" and confirm again.`,
  referenceDiffers: (utr: string) => `Not the UTR the investor reported (${utr}): check the bank statement before you confirm.`,
  paidTogether: (order: string, payment: string) =>
    `Order ${order} is paid together with other orders by payment ${payment}: confirm that payment once, on its page, and every order it pays moves with it.`,
  nothingToConfirm: (payment: string, statuses: readonly OrderStatusName[]) =>
    `Payment ${payment} has no order awaiting payment (${statusCounts(statuses)}): there is nothing to confirm, and nothing was changed.`,
};

/** "2 payment received, 1 rejected": how many orders are in each status, in the statuses' order. */
function statusCounts(statuses: readonly OrderStatusName[]): string {
  return ORDER_STATUSES.flatMap((status) => {
    const count = statuses.filter((one) => one === status).length;
    return count > 0 ? [`${formatNumber(count)} ${ORDER_STATUS_LABELS[status].toLowerCase()}`] : [];
  }).join(', ');
}

/** Why an order is refused at the investor's limit of unpaid orders, and what to do about it. */
export const openOrderLimitMessage = {
  count: (limit: number) =>
    `You already have ${formatNumber(limit)} unpaid order${limit === 1 ? '' : 's'}, the most one investor can have open at a time. ` +
    'Please pay for one (and report its UTR) or cancel one you no longer want, then order again.',
  value: (limitPaise: number, openPaise: number) =>
    `Your unpaid orders would come to more than ${formatPaise(limitPaise)}, the most one investor can have open at a time` +
    (openPaise > 0 ? ` (${formatPaise(openPaise)} is open now)` : '') +
    '. Please order fewer shares, or pay for (or cancel) an open order first.',
  stockShare: (company: string, percent: number, allowed: number, held: number) =>
    `One investor’s unpaid orders may hold at most ${formatNumber(percent)}% of the shares of ${company} on sale: ${formatNumber(allowed)} shares` +
    (held > 0 ? ` (you hold ${formatNumber(held)} with unpaid orders now)` : '') +
    '. Please order fewer shares; for a larger block, write to the desk from Support.',
};

const required = (label: string, kind = 'text') => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be ${kind}.`,
});

export const slugField = z.string(required('Company')).trim().min(1, 'Company is required.').max(200, 'No company has this slug.');

export const quantityField = z
  .number(required('Quantity', 'a number'))
  .int('Quantity must be a whole number of shares.')
  .min(1, 'Quantity must be at least 1.')
  .max(MAX_CART_QUANTITY, `Quantity must be at most ${MAX_CART_QUANTITY.toLocaleString('en-IN')}.`);

export const pricePaiseField = (label: string) =>
  z
    .number(required(label, 'a number'))
    .int(`${label} must be a whole number of paise.`)
    .positive(`${label} must be more than zero.`)
    .max(MAX_PRICE_PAISE, `${label} is too large.`);

export const orderCreateSchema = z.object({
  slug: slugField,
  quantity: quantityField,
  pricePaise: pricePaiseField('Price'),
});
export type OrderCreateInput = z.output<typeof orderCreateSchema>;

/** A checkout of several companies: one order each, placed together with one payment (at most this many lines). */
export const MAX_CHECKOUT_LINES = 20;
export const checkoutSchema = z.object({
  lines: z
    .array(orderCreateSchema, 'lines must be a list of { slug, quantity, pricePaise }.')
    .min(1, 'Add at least one company to your cart first.')
    .max(MAX_CHECKOUT_LINES, `At most ${MAX_CHECKOUT_LINES} companies can be checked out at once.`)
    .refine((lines) => new Set(lines.map((line) => line.slug)).size === lines.length, 'Each company may be in a checkout once.'),
});
export type CheckoutInput = z.output<typeof checkoutSchema>;

/** A code the person types from their bank's or depository's screen: spaces dropped, upper-cased, then matched. */
const typedCode = (label: string, pattern: RegExp, message: string) =>
  z
    .string(required(label))
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, `${label} is required.`).regex(pattern, message));

export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;
export const paymentReportSchema = z.object({ utr: typedCode('UTR', UTR_PATTERN, ORDER_MESSAGES.utr) });

/**
 * A depository reference: the seller's DIS (delivery instruction slip) number or transfer reference, and the
 * desk's reference of a transfer it starts. One rule on both sides: spaces dropped, upper case, 6 to 64 letters
 * and digits that may include / . _ - ("IN300999-DIS-7781", NSDL's DIS numbers, CDSL's transaction ids).
 */
export const DEPOSITORY_REFERENCE_RULE = {
  min: 6,
  max: MAX_REFERENCE_LENGTH,
  pattern: /^[A-Z0-9][A-Z0-9/._-]*$/,
  hint: `6 to ${MAX_REFERENCE_LENGTH} letters and digits; it may include / . _ -`,
} as const;
export const depositoryReferenceField = (label: string) =>
  z
    .string(required(label))
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, `${label} is required.`)
        .min(DEPOSITORY_REFERENCE_RULE.min, `${label} must be at least ${DEPOSITORY_REFERENCE_RULE.min} characters.`)
        .max(DEPOSITORY_REFERENCE_RULE.max, `${label} must be at most ${DEPOSITORY_REFERENCE_RULE.max} characters.`)
        .regex(DEPOSITORY_REFERENCE_RULE.pattern, `${label} may contain only letters, digits and / . _ -`),
    );
export const disReferenceSchema = z.object({ disReference: depositoryReferenceField('DIS or transfer reference') });
export type DisReferenceInput = z.output<typeof disReferenceSchema>;

export const sellCreateSchema = z.object({ slug: slugField, quantity: quantityField });
export type SellCreateInput = z.output<typeof sellCreateSchema>;

const referenceField = (label: string) =>
  z
    .string(required(label))
    .trim()
    .min(1, `${label} is required.`)
    .max(MAX_REFERENCE_LENGTH, `${label} must be at most ${MAX_REFERENCE_LENGTH} characters.`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9/._-]*$/, `${label} may contain only letters, digits and / . _ -`);

export const reasonField = z
  .string(required('Reason'))
  .trim()
  .check(cleanText())
  .min(1, 'Please give the reason.')
  .max(MAX_REASON_LENGTH, `Reason must be at most ${MAX_REASON_LENGTH} characters.`);

export const orderTransitionSchema = z.object({
  to: z.enum(ORDER_STATUSES, `"to" must be one of: ${ORDER_STATUSES.join(', ')}.`),
  paymentReference: referenceField('Payment reference').optional(),
  transferReference: depositoryReferenceField('Transfer reference').optional(),
  reason: reasonField.optional(),
  // Left empty on the form when no refund is due (a payment to check that never arrived).
  refundReference: z.preprocess((value) => (value === '' ? undefined : value), referenceField('Refund reference').optional()),
  // The operator's "the reference is right" when it is already another order's payment or UTR (a checkbox: "on").
  allowUsedReference: z.preprocess(
    (value) => (value === 'on' ? true : value),
    z.boolean('allowUsedReference must be true or false.').optional(),
  ),
});
export type OrderTransitionInput = z.output<typeof orderTransitionSchema>;

/** The desk confirms a payment of several orders once: the bank's reference of the money, as a single order's confirmation asks it. */
export const paymentConfirmSchema = z.object({
  paymentReference: referenceField('Payment reference'),
  allowUsedReference: orderTransitionSchema.shape.allowUsedReference,
});
export type PaymentConfirmInput = z.output<typeof paymentConfirmSchema>;

export const sellTransitionSchema = z.object({
  to: z.enum(SELL_STATUSES, `"to" must be one of: ${SELL_STATUSES.join(', ')}.`),
  paymentReference: referenceField('Payment reference').optional(),
  reason: reasonField.optional(),
});
export type SellTransitionInput = z.output<typeof sellTransitionSchema>;

export const orderListQuery = paginationQuery.extend({
  status: z.enum(ORDER_STATUSES, `status must be one of: ${ORDER_STATUSES.join(', ')}.`).optional(),
});
export const sellListQuery = paginationQuery.extend({
  status: z.enum(SELL_STATUSES, `status must be one of: ${SELL_STATUSES.join(', ')}.`).optional(),
});
/** ?status &q, and the desk's queues: ?queue=<name> (its exact rows) &overdue=1 (transfers past their due day). */
export const adminOrderListQuery = orderListQuery.extend({
  q: listSearch,
  queue: z.enum(ORDER_QUEUES).optional().catch(undefined),
  overdue: overdueFlag,
  format: listFormat,
});
export type AdminOrderListQuery = z.output<typeof adminOrderListQuery>;
export const adminSellListQuery = sellListQuery.extend({
  q: listSearch,
  queue: z.enum(SALE_QUEUES).optional().catch(undefined),
  format: listFormat,
});
export type AdminSellListQuery = z.output<typeof adminSellListQuery>;

export const idempotencyKeyHeader = z
  .string()
  .trim()
  .min(1)
  .max(MAX_IDEMPOTENCY_KEY_LENGTH)
  .regex(/^[\x21-\x7e]+$/);

// ---- Operator desk ----

const PRICE_NOTE_MAX_LENGTH = 300;
export const PRICE_SOURCE_WITHOUT_PRICE = 'A price source and note go with a new investor price (pricePaise).';

export { ADMIN_COMPANY_STATUSES, type AdminCompanyStatus };

export const wholeQuantity = (label: string) =>
  z
    .number(required(label, 'a number'))
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000_000_000, `${label} is too large.`);

/** The desk's note on a new price (company form and price import). */
export const priceNoteField = z
  .string('Price note must be text.')
  .trim()
  .check(cleanLine())
  .max(PRICE_NOTE_MAX_LENGTH, `Price note must be at most ${PRICE_NOTE_MAX_LENGTH} characters.`);

export const PRICE_CORRECTION_WITHOUT_PRICE = 'A correction needs the corrected investor price.';

export const companyPatchSchema = z
  .strictObject(
    {
      status: z.enum(ADMIN_COMPANY_STATUSES, `Status must be one of: ${ADMIN_COMPANY_STATUSES.join(', ')}.`).optional(),
      pricePaise: pricePaiseField('Investor price').optional(),
      partnerPricePaise: pricePaiseField('Partner price').optional(),
      buybackPricePaise: pricePaiseField('Buy-back price').optional(),
      availableQuantity: wholeQuantity('Available quantity').optional(),
      minQuantity: wholeQuantity('Minimum lot')
        .min(1, 'Minimum lot must be at least 1.')
        .max(MAX_CART_QUANTITY, 'Minimum lot is too large.')
        .optional(),
      priceSource: priceSourceEnum.optional(),
      priceNote: priceNoteField.optional(),
      // True: the new investor price corrects a mistake in the latest one, which it replaces in the history.
      priceCorrection: z.boolean('priceCorrection must be true or false.').optional(),
    },
    {
      error:
        'Only status, pricePaise, partnerPricePaise, buybackPricePaise, availableQuantity, minQuantity, priceSource, priceNote and priceCorrection can be changed.',
    },
  )
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change.')
  .refine((value) => value.pricePaise !== undefined || (value.priceSource === undefined && value.priceNote === undefined), {
    message: PRICE_SOURCE_WITHOUT_PRICE,
    path: ['priceSource'],
  })
  .refine((value) => value.pricePaise !== undefined || value.priceCorrection === undefined, {
    message: PRICE_CORRECTION_WITHOUT_PRICE,
    path: ['priceCorrection'],
  });

export type CompanyPatchInput = z.output<typeof companyPatchSchema>;

export const PARTNER_PRICE_MESSAGE = 'The partner price cannot be above the investor price.';

export const adminKycListQuery = paginationQuery.extend({
  status: z.enum(['submitted', 'verified', 'rejected'], 'status must be submitted, verified or rejected.').default('submitted'),
  format: listFormat,
});
