// Partners' proposals, commissions and payouts: one set of schemas for the API and the pages.
import { z } from '@/lib/zod';

import { quantityField, slugField } from './orders';
import { listFormat, listQuery, paginationQuery } from './pagination';
import { PROPOSAL_STATUSES, type ProposalStatus as ProposalStatusName } from '@/lib/status/proposals';
import { COMMISSION_STATUSES, type CommissionStatus as CommissionStatusName } from '@/lib/status/commissions';
import { FY_QUARTERS } from '@/lib/commission';
import { istDate } from '@/lib/reports/dates';
import { FIRST_FINANCIAL_YEAR, parseFinancialYear } from '@/lib/reports/financialYear';

export { PROPOSAL_STATUSES, type ProposalStatusName };
export { COMMISSION_STATUSES, type CommissionStatusName };

/** How long a client has to accept a proposal. */
export const PROPOSAL_DAYS = 7;

export const PROPOSAL_MESSAGES = {
  clientCode: 'No client of yours has this code.',
  // A partner who signed up waits for the desk's approval before proposing (issue 22).
  notApproved: 'Your partner account is waiting for approval by our team. You can propose purchases to your clients once it is approved.',
  expired: 'This proposal has expired.',
  notOpen: 'This proposal is no longer open.',
  alreadyAccepted: 'This proposal was already accepted.',
} as const;

export const proposalCreateSchema = z.object({
  clientCode: z.string({ error: 'Client is required.' }).trim().min(1, 'Client is required.').max(40, PROPOSAL_MESSAGES.clientCode),
  slug: slugField,
  quantity: quantityField,
  pricePaise: z
    .number({ error: (issue) => (issue.input === undefined ? 'Price is required.' : 'Price must be a number.') })
    .int('Price must be a whole number of paise.')
    .positive('Price must be more than zero.')
    .max(1_000_000_000, 'Price is too large.'),
});
export type ProposalCreateInput = z.output<typeof proposalCreateSchema>;

export const proposalListQuery = paginationQuery.extend({
  status: z.enum(PROPOSAL_STATUSES, `status must be one of: ${PROPOSAL_STATUSES.join(', ')}.`).optional(),
});

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const MONTH_MESSAGE = 'month must be a month as YYYY-MM, like 2026-04, not one still to come.';
// A month before FIRST_FINANCIAL_YEAR or still to come has nothing to show (and the year 0000 or 9999's next month is no date).
const monthField = z
  .string('month must be a single value.')
  .regex(MONTH_PATTERN, MONTH_MESSAGE)
  .refine((value) => value >= `${FIRST_FINANCIAL_YEAR}-01` && value <= istDate(new Date()).slice(0, 7), MONTH_MESSAGE);

export const commissionListQuery = paginationQuery.extend({
  status: z.enum(COMMISSION_STATUSES, `status must be one of: ${COMMISSION_STATUSES.join(', ')}.`).optional(),
  month: monthField.optional(),
});

export const statementQuery = z.object({
  month: monthField,
  format: z.enum(['csv', 'pdf'], 'format must be csv or pdf.').default('csv'),
});

/** The partner's quarterly TDS statement: ?fy=2026-27&quarter=Q1&format=csv|pdf. */
export const tdsStatementQuery = z.object({
  fy: z
    .string({ error: 'Financial year is required.' })
    .refine(
      (value) => parseFinancialYear(value, istDate(new Date())) !== null,
      'Financial year must look like 2026-27 (the second part is the next year), not one still to come.',
    ),
  quarter: z.enum(FY_QUARTERS, 'Quarter must be Q1, Q2, Q3 or Q4.'),
  format: z.enum(['csv', 'pdf'], 'format must be csv or pdf.').default('csv'),
});
export type TdsStatementQuery = z.infer<typeof tdsStatementQuery>;

/** The payouts made, paged; `format=csv`: all of them as CSV. */
export const payoutListQuery = paginationQuery.extend({ format: listFormat });
/** The console's payouts made: ?q (the partner's code or name); `format=csv` downloads every match. */
export const adminPayoutListQuery = listQuery({});
export type AdminPayoutListQuery = z.output<typeof adminPayoutListQuery>;

export const payoutCreateSchema = z.object({
  partnerCode: z
    .string({ error: 'Partner code is required.' })
    .trim()
    .min(1, 'Partner code is required.')
    .max(40, 'No partner has this code.'),
  bankReference: z
    .string({ error: 'Bank reference is required.' })
    .trim()
    .min(1, 'Bank reference is required.')
    .max(64, 'Bank reference must be at most 64 characters.')
    .regex(/^[A-Za-z0-9][A-Za-z0-9/._-]*$/, 'Bank reference may contain only letters, digits and / . _ -'),
});
export type PayoutCreateInput = z.output<typeof payoutCreateSchema>;
