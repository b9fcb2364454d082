// KYC documents' rules: the content check (first bytes, never the name or declared type), what may be
// uploaded when, what a submission still needs, the reviewer's decision and what the investor reads.
import { describe, expect, it } from 'vitest';

import { checkDocument } from '@/lib/server/images/folder';
import {
  adminKycDecisionSchema,
  documentsToReplace,
  KYC_CHECKLIST,
  KYC_DECISION_MESSAGES,
  KYC_DOCUMENT_MESSAGES,
  KYC_FIX_LABELS,
  kycDocumentFlags,
  kycDocumentsMissing,
  kycRejectionText,
  kycUploadRefusal,
  type KycDocumentState,
} from '@/lib/validations/kycDocuments';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('picture')]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00]);
const PDF = Buffer.from('%PDF-1.7\n');

describe('the content check', () => {
  it('knows a PDF, a JPEG and a PNG by their first bytes, and names them by what they are', () => {
    expect(checkDocument({ fileName: 'pan.txt', data: PNG }, 'file', 'bad')).toEqual({
      type: 'image/png',
      name: 'pan.png',
      size: PNG.length,
    });
    expect(checkDocument({ fileName: 'C:\\Users\\me\\cheque.png', data: JPEG }, 'file', 'bad')).toMatchObject({
      type: 'image/jpeg',
      name: 'cheque.jpg',
    });
    expect(checkDocument({ fileName: '../../etc/<cmr>.pdf', data: PDF }, 'file', 'bad')).toMatchObject({
      type: 'application/pdf',
      name: 'cmr.pdf',
    });
    expect(checkDocument({ fileName: '', data: PDF }, 'file', 'bad').name).toBe('attachment.pdf');
  });

  it('refuses anything else, whatever it is called, with the message beside the field', () => {
    const refusals = [
      Buffer.from('%PD'), // a PDF's start cut short
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('GIF89a'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]), // half a PNG signature
      Buffer.from('PK\u0003\u0004'), // a zip (a .docx)
      Buffer.alloc(0),
    ];
    for (const data of refusals) {
      expect(() => checkDocument({ fileName: 'pan.pdf', data }, 'file', KYC_DOCUMENT_MESSAGES.type)).toThrow(
        expect.objectContaining({ status: 400, errors: { file: KYC_DOCUMENT_MESSAGES.type } }),
      );
    }
  });
});

const state = (
  status: KycDocumentState['status'],
  rejectionFix: KycDocumentState['rejectionFix'] = [],
  reviewedAt: string | null = null,
) => ({
  status,
  rejectionFix,
  reviewedAt,
});

describe('what may be uploaded, and what a submission needs', () => {
  it('takes any document before the first submission and none while under review or verified', () => {
    expect(kycUploadRefusal('pan_card', state('not_started'), true)).toBeNull();
    expect(kycUploadRefusal('pan_card', state('submitted'), true)).toBe(KYC_DOCUMENT_MESSAGES.locked);
    expect(kycUploadRefusal('bank_proof', state('verified'), false)).toBe(KYC_DOCUMENT_MESSAGES.locked);
  });

  it('after a rejection, replaces only the documents it named (and adds one never uploaded)', () => {
    const rejected = state('rejected', ['bank_matches'], '2026-11-20T10:00:00.000Z');
    expect(kycUploadRefusal('bank_proof', rejected, true)).toBeNull();
    expect(kycUploadRefusal('pan_card', rejected, true)).toBe(KYC_DOCUMENT_MESSAGES.notNamed('pan_card'));
    expect(kycUploadRefusal('pan_card', rejected, false)).toBeNull();
    // A rejection naming nothing (the CLI's, or one about the PAN's account) leaves every document open.
    expect(kycUploadRefusal('pan_card', state('rejected'), true)).toBeNull();
    expect(documentsToReplace(['name_matches_pan', 'pan_matches'])).toEqual(['pan_card']);
    expect(documentsToReplace([])).toEqual(['pan_card', 'demat_proof', 'bank_proof']);
  });

  it('names each document missing, and each named one not uploaded again since the rejection', () => {
    expect(kycDocumentsMissing([], state('not_started'))).toEqual({
      pan_card: KYC_DOCUMENT_MESSAGES.required('pan_card'),
      demat_proof: KYC_DOCUMENT_MESSAGES.required('demat_proof'),
      bank_proof: KYC_DOCUMENT_MESSAGES.required('bank_proof'),
    });
    const before = '2026-11-20T09:00:00.000Z';
    const after = '2026-11-20T11:00:00.000Z';
    const documents = [
      { kind: 'pan_card' as const, uploadedAt: before },
      { kind: 'demat_proof' as const, uploadedAt: before },
      { kind: 'bank_proof' as const, uploadedAt: before },
    ];
    expect(kycDocumentsMissing(documents, state('not_started'))).toEqual({});
    const rejected = state('rejected', ['demat_matches'], '2026-11-20T10:00:00.000Z');
    expect(kycDocumentsMissing(documents, rejected)).toEqual({ demat_proof: KYC_DOCUMENT_MESSAGES.again('demat_proof') });
    expect(kycDocumentsMissing([...documents.slice(0, 1), { kind: 'demat_proof', uploadedAt: after }, documents[2]!], rejected)).toEqual(
      {},
    );
  });
});

describe('what the KYC page flags beside the documents', () => {
  const missing = {
    pan_card: KYC_DOCUMENT_MESSAGES.required('pan_card'),
    bank_proof: KYC_DOCUMENT_MESSAGES.again('bank_proof'),
  };

  it('flags nothing missing before the investor tried to submit, but notes what a rejection asked for again', () => {
    expect(kycDocumentFlags({ pan_card: KYC_DOCUMENT_MESSAGES.required('pan_card') }, false)).toEqual({ flags: {}, tone: 'note' });
    expect(kycDocumentFlags(missing, false)).toEqual({ flags: { bank_proof: KYC_DOCUMENT_MESSAGES.again('bank_proof') }, tone: 'note' });
  });

  it('flags every document still missing as an error once they tried', () => {
    expect(kycDocumentFlags(missing, true)).toEqual({ flags: missing, tone: 'error' });
    expect(kycDocumentFlags({}, true)).toEqual({ flags: {}, tone: 'error' });
  });
});

describe('the reviewer’s decision', () => {
  it('verifies only with the whole checklist ticked (one box from a form is a single value)', () => {
    expect(adminKycDecisionSchema.parse({ decision: 'verify', checks: [...KYC_CHECKLIST].reverse() })).toEqual({
      decision: 'verify',
      checks: [...KYC_CHECKLIST],
    });
    for (const checks of [undefined, '', 'pan_matches', ['pan_matches', 'bank_matches'], ['nonsense']]) {
      const parsed = adminKycDecisionSchema.safeParse({ decision: 'verify', checks });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: expect.arrayContaining(['checks']), message: KYC_DECISION_MESSAGES.checklist });
    }
  });

  it('rejects with a note and the failed items, if any', () => {
    expect(adminKycDecisionSchema.parse({ decision: 'reject', fix: 'bank_matches', reason: ' Cut off ' })).toEqual({
      decision: 'reject',
      fix: ['bank_matches'],
      reason: 'Cut off',
    });
    expect(adminKycDecisionSchema.parse({ decision: 'reject', reason: 'PAN on another account' })).toMatchObject({ fix: [] });
    expect(adminKycDecisionSchema.safeParse({ decision: 'reject', fix: ['bank_matches'] }).success).toBe(false);
    expect(adminKycDecisionSchema.safeParse({ decision: 'reject', fix: ['everything'], reason: 'x' }).success).toBe(false);
  });

  it('tells the investor what to fix and what to upload again', () => {
    expect(kycRejectionText('The cheque is cut off', ['bank_matches', 'pan_matches'])).toBe(
      `Your KYC was rejected: The cheque is cut off. ${KYC_FIX_LABELS.bank_matches} ${KYC_FIX_LABELS.pan_matches} Please upload a new PAN card and a new cancelled cheque or bank statement, check your details and submit them again.`,
    );
    expect(kycRejectionText('PAN verified on another account.', [])).toBe(
      'Your KYC was rejected: PAN verified on another account. Please correct your details and submit them again.',
    );
  });
});
