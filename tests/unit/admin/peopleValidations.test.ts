// The console's people inputs (issue 22): list filters that never fail a page, a move's partner code and
// reason, a note, and a partner decision whose rejection needs a reason.
import { describe, expect, it } from 'vitest';

import { can } from '@/lib/permissions';
import {
  investorListQuery,
  movePartnerSchema,
  PEOPLE_MESSAGES,
  partnerDecisionSchema,
  partnerListQuery,
  staffNoteSchema,
} from '@/lib/validations/people';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('list filters', () => {
  it('reads the filters and drops unknown values instead of failing the list', () => {
    expect(investorListQuery.parse({ q: ' abcpt1234k ', kyc: 'verified', access: 'disabled', partner: 'cp1234', format: 'csv' })).toEqual({
      q: 'abcpt1234k',
      kyc: 'verified',
      access: 'disabled',
      partner: 'CP1234',
      format: 'csv',
      page: 1,
      limit: 10,
    });
    expect(investorListQuery.parse({ kyc: 'maybe', access: 'sometimes' })).toMatchObject({ kyc: undefined, access: undefined });
    // The format decides what is downloaded: one the list does not make is refused, not read as JSON.
    expect(errorsOf(investorListQuery.safeParse({ format: 'xml' }))).toEqual({ format: 'format must be json or csv.' });
    expect(partnerListQuery.parse({ status: 'pending' }).status).toBe('pending');
    expect(partnerListQuery.parse({ status: 'lost' }).status).toBeUndefined();
    expect(investorListQuery.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('moving an investor', () => {
  it('takes a code (upper-cased) or nothing, and a reason of at least 5 characters', () => {
    expect(movePartnerSchema.parse({ partnershipCode: ' ab12cd ', reason: ' Moved office ' })).toEqual({
      partnershipCode: 'AB12CD',
      reason: 'Moved office',
    });
    expect(movePartnerSchema.parse({ partnershipCode: '', reason: 'Left the partner' }).partnershipCode).toBeNull();
    expect(errorsOf(movePartnerSchema.safeParse({ partnershipCode: 'ab', reason: 'ok' }))).toEqual({
      partnershipCode: 'Please enter a valid partnership code.',
      reason: PEOPLE_MESSAGES.reasonRequired,
    });
    expect(errorsOf(movePartnerSchema.safeParse({ partnershipCode: '', reason: 'a\u202eb reason' }))).toHaveProperty('reason');
  });
});

describe('notes and decisions', () => {
  it('refuses an empty or long note', () => {
    expect(errorsOf(staffNoteSchema.safeParse({ body: '   ' }))).toEqual({ body: PEOPLE_MESSAGES.noteRequired });
    expect(errorsOf(staffNoteSchema.safeParse({ body: 'x'.repeat(2001) }))).toEqual({ body: PEOPLE_MESSAGES.noteLong });
    expect(staffNoteSchema.parse({ body: 'Line one\nLine two' }).body).toBe('Line one\nLine two');
  });

  it('approves without a reason; rejects only with one', () => {
    expect(partnerDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(errorsOf(partnerDecisionSchema.safeParse({ decision: 'reject', reason: ' ' }))).toEqual({
      reason: PEOPLE_MESSAGES.reasonRequired,
    });
    expect(errorsOf(partnerDecisionSchema.safeParse({ decision: 'hold' }))).toEqual({ decision: PEOPLE_MESSAGES.decision });
  });
});

describe('who acts on people', () => {
  it('the desk and admins act; KYC, support, finance and auditors read; prices and content do neither', () => {
    expect(can(['desk'], 'people:write')).toBe(true);
    expect(can(['admin'], 'people:write')).toBe(true);
    for (const role of ['kyc', 'support', 'finance', 'auditor'] as const) {
      expect(can([role], 'people:read')).toBe(true);
      expect(can([role], 'people:write')).toBe(false);
    }
    for (const role of ['prices', 'content'] as const) expect(can([role], 'people:read')).toBe(false);
  });
});
