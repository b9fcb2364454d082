// Investors and partners in the console (issue 22): the lists' filters, the actions' inputs.
import { ACCESS_STATUSES, PARTNER_STATUSES } from '@/lib/status/people';
import { KYC_STATUSES } from '@/lib/status/kyc';
import { z } from '@/lib/zod';

import { partnershipCodeField } from './auth';
import { listQuery } from './pagination';
import { cleanLine, cleanText } from './text';

export const PEOPLE_MESSAGES = {
  disabledField: 'Disabled is true or false.',
  reasonRequired: 'Give the reason (at least 5 characters): it goes in the audit log.',
  reasonLong: 'The reason is at most 500 characters.',
  noteRequired: 'Write the note.',
  noteLong: 'A note is at most 2000 characters.',
  samePartner: 'The investor is already with this partner.',
  unknownPartner: 'No channel partner has this partnership code.',
  partnerNotApproved: 'This partner is not approved: approve them first, or choose another.',
  notPending: 'This partner is not waiting for approval.',
  decision: 'The decision is approve or reject.',
} as const;

const access = z.enum(ACCESS_STATUSES).optional().catch(undefined);

/** ?q (name, email, phone, PAN or user code) &kyc &access &partner (a partnership code, or "none": no partner). */
export const investorListQuery = listQuery({
  kyc: z.enum(KYC_STATUSES).optional().catch(undefined),
  access,
  partner: z.string().trim().toUpperCase().max(16).optional(),
});
export type InvestorListQuery = z.output<typeof investorListQuery>;

/** ?q (name, email, phone, firm or partnership code) &status &access. */
export const partnerListQuery = listQuery({
  status: z.enum(PARTNER_STATUSES).optional().catch(undefined),
  access,
});
export type PartnerListQuery = z.output<typeof partnerListQuery>;

export const accessChangeSchema = z.object({ disabled: z.boolean({ error: PEOPLE_MESSAGES.disabledField }) });

const reasonField = z
  .string({ error: PEOPLE_MESSAGES.reasonRequired })
  .trim()
  .min(5, PEOPLE_MESSAGES.reasonRequired)
  .max(500, PEOPLE_MESSAGES.reasonLong)
  .check(cleanLine());

/** Moving an investor: the new partner's code (empty: no partner) and why. */
export const movePartnerSchema = z.object({
  partnershipCode: z.union([z.literal('').transform(() => null), z.null(), partnershipCodeField]),
  reason: reasonField,
});
export type MovePartnerValues = z.output<typeof movePartnerSchema>;

export const staffNoteSchema = z.object({
  body: z
    .string({ error: PEOPLE_MESSAGES.noteRequired })
    .trim()
    .min(1, PEOPLE_MESSAGES.noteRequired)
    .max(2000, PEOPLE_MESSAGES.noteLong)
    .check(cleanText()),
});

/** Approving or rejecting a partner applicant; a rejection says why. */
export const partnerDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: PEOPLE_MESSAGES.decision }),
    reason: z.string().trim().max(500, PEOPLE_MESSAGES.reasonLong).check(cleanLine()).optional(),
  })
  .refine((value) => value.decision === 'approve' || (value.reason?.length ?? 0) >= 5, {
    message: PEOPLE_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type PartnerDecisionValues = z.output<typeof partnerDecisionSchema>;
