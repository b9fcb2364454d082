// KYC documents (issue 22): what the investor uploads beside the typed details (the knowledge base's
// "KYC documents we ask for"), the reviewer's checklist, and a rejection that names what to fix.
// Browser-safe: the KYC page, the console and the API share these lists and messages.
import { z } from '@/lib/zod';

import { KYC_CHECKLIST, KYC_DOCUMENT_KINDS, type KycChecklistItem, type KycDocumentKind } from '@/lib/status/kyc';

import { reasonField } from './orders';

export { KYC_CHECKLIST, KYC_DOCUMENT_KINDS, type KycChecklistItem, type KycDocumentKind };

export const KYC_DOCUMENT_LABELS: Record<KycDocumentKind, string> = {
  pan_card: 'PAN card',
  demat_proof: 'Client master report (CMR) or demat statement',
  bank_proof: 'Cancelled cheque or bank statement',
};

export const KYC_DOCUMENT_HINTS: Record<KycDocumentKind, string> = {
  pan_card: 'A scan or photo of your PAN card, with the number and your name legible.',
  demat_proof: 'Signed and stamped by your DP, or digitally signed, showing the DP ID and client ID.',
  bank_proof: 'Showing your name, the account number and the IFSC.',
};

export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** Each document as a sentence names it. */
const NAMES: Record<KycDocumentKind, string> = {
  pan_card: 'PAN card',
  demat_proof: 'CMR or demat statement',
  bank_proof: 'cancelled cheque or bank statement',
};

export const KYC_DOCUMENT_MESSAGES = {
  kind: 'Please say which document this is: PAN card, CMR or demat statement, or cancelled cheque or bank statement.',
  type: 'The file must be a PDF, JPEG or PNG.',
  size: `The file must be at most ${KYC_DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
  count: 'Please upload one file at a time.',
  missing: 'Please choose a file to upload.',
  notFound: 'No such document.',
  locked: 'Your KYC is under review or verified: its documents cannot be changed now.',
  notNamed: (kind: KycDocumentKind) => `The reviewer did not ask for a new ${NAMES[kind]}: the one you uploaded stays.`,
  required: (kind: KycDocumentKind) => `Please upload your ${NAMES[kind]}.`,
  again: (kind: KycDocumentKind) => `Please upload a new ${NAMES[kind]}: the reviewer asked for it.`,
} as const;

export const kycDocumentKindField = z.enum(KYC_DOCUMENT_KINDS, KYC_DOCUMENT_MESSAGES.kind);
/** The form fields of an upload beside its `file`. */
export const kycDocumentUploadSchema = z.object({ kind: kycDocumentKindField });

// ---- The reviewer's checklist ----

export const KYC_CHECKLIST_LABELS: Record<KycChecklistItem, string> = {
  name_matches_pan: 'The name on the PAN card is the investor’s name',
  pan_matches: 'The PAN card is legible and its number is the PAN typed',
  demat_matches: 'The CMR or demat statement shows the same DP ID and client ID, in the investor’s name',
  bank_matches: 'The cheque or bank statement shows the same account number and IFSC, in the investor’s name',
};

/** The document a checklist item is checked against: a failed item lets the investor upload that one again. */
export const KYC_CHECKLIST_DOCUMENT: Record<KycChecklistItem, KycDocumentKind> = {
  name_matches_pan: 'pan_card',
  pan_matches: 'pan_card',
  demat_matches: 'demat_proof',
  bank_matches: 'bank_proof',
};

/** The documents a rejection asks for again; every document when it names none (a rejection made before the checklist). */
export function documentsToReplace(fix: readonly KycChecklistItem[]): KycDocumentKind[] {
  if (fix.length === 0) return [...KYC_DOCUMENT_KINDS];
  return KYC_DOCUMENT_KINDS.filter((kind) => fix.some((item) => KYC_CHECKLIST_DOCUMENT[item] === kind));
}

/** A KYC as the document rules read it: its status and, when rejected, what the rejection named and when. */
export interface KycDocumentState {
  status: 'not_started' | 'submitted' | 'verified' | 'rejected';
  rejectionFix: readonly KycChecklistItem[];
  reviewedAt: string | null;
}

/**
 * Why a document of this kind may not be uploaded now, or null when it may: never while the KYC is under
 * review or verified; after a rejection, a document already uploaded only if the rejection named it.
 */
export function kycUploadRefusal(kind: KycDocumentKind, state: KycDocumentState, uploaded: boolean): string | null {
  if (state.status === 'submitted' || state.status === 'verified') return KYC_DOCUMENT_MESSAGES.locked;
  if (state.status === 'rejected' && uploaded && !documentsToReplace(state.rejectionFix).includes(kind)) {
    return KYC_DOCUMENT_MESSAGES.notNamed(kind);
  }
  return null;
}

/**
 * What stops a KYC from being submitted for its documents, by kind: one never uploaded, or one a rejection
 * named and not uploaded again since. Empty when it may be submitted (the form and the API say the same).
 */
export function kycDocumentsMissing(
  documents: readonly { kind: KycDocumentKind; uploadedAt: string }[],
  state: KycDocumentState,
): Partial<Record<KycDocumentKind, string>> {
  const again = state.status === 'rejected' && state.rejectionFix.length > 0 ? documentsToReplace(state.rejectionFix) : [];
  const missing: Partial<Record<KycDocumentKind, string>> = {};
  for (const kind of KYC_DOCUMENT_KINDS) {
    const document = documents.find((row) => row.kind === kind);
    if (!document) missing[kind] = KYC_DOCUMENT_MESSAGES.required(kind);
    else if (again.includes(kind) && state.reviewedAt && Date.parse(document.uploadedAt) <= Date.parse(state.reviewedAt)) {
      missing[kind] = KYC_DOCUMENT_MESSAGES.again(kind);
    }
  }
  return missing;
}

/**
 * What the KYC page flags beside each document: before the investor has tried to submit, only what a
 * rejection asked them to upload again, as a note (guidance, not an error); once they have, every document
 * still missing, as an error.
 */
export function kycDocumentFlags(
  missing: Partial<Record<KycDocumentKind, string>>,
  attempted: boolean,
): { flags: Partial<Record<KycDocumentKind, string>>; tone: 'note' | 'error' } {
  if (attempted) return { flags: missing, tone: 'error' };
  const asked = KYC_DOCUMENT_KINDS.filter((kind) => missing[kind] === KYC_DOCUMENT_MESSAGES.again(kind));
  return { flags: Object.fromEntries(asked.map((kind) => [kind, missing[kind]])), tone: 'note' };
}

/** Each failed item as the investor reads it, on the KYC page and in the notification. */
export const KYC_FIX_LABELS: Record<KycChecklistItem, string> = {
  name_matches_pan: 'The name on your PAN card does not match the name on your account.',
  pan_matches: 'Your PAN card is not legible, or its number is not the PAN you typed.',
  demat_matches: 'Your CMR or demat statement does not show the DP ID and client ID you typed, in your name.',
  bank_matches: 'Your cheque or bank statement does not show the account number and IFSC you typed, in your name.',
};

/** What a rejection asks of the investor, in the notification and the email (the KYC page shows the same parts). */
export function kycRejectionText(reason: string, fix: readonly KycChecklistItem[]): string {
  const said = /[.!?]$/.test(reason) ? reason : `${reason}.`;
  if (fix.length === 0) return `Your KYC was rejected: ${said} Please correct your details and submit them again.`;
  const upload = documentsToReplace(fix).map((kind) => `a new ${NAMES[kind]}`);
  return `Your KYC was rejected: ${said} ${fix.map((item) => KYC_FIX_LABELS[item]).join(' ')} Please upload ${upload.join(' and ')}, check your details and submit them again.`;
}

export const KYC_DECISION_MESSAGES = {
  checklist: 'Tick every item of the checklist before verifying: each says what you checked against the documents.',
  fix: 'Pick what the investor must fix from the checklist.',
} as const;

// From a form, one checked box is a single value and none is no value: both read as a list.
const checklistField = (message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? [] : typeof value === 'string' ? [value] : value),
    z
      .array(z.enum(KYC_CHECKLIST, message), { error: message })
      .max(KYC_CHECKLIST.length, message)
      .transform((items) => KYC_CHECKLIST.filter((item) => items.includes(item))),
  );

/** A reviewer's decision: verify with every item of the checklist ticked, or reject with a note and the items that failed. */
export const adminKycDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('verify'),
      checks: checklistField(KYC_DECISION_MESSAGES.checklist).refine(
        (items) => items.length === KYC_CHECKLIST.length,
        KYC_DECISION_MESSAGES.checklist,
      ),
    }),
    z.object({
      decision: z.literal('reject'),
      // None when what failed is not a document (a PAN verified on another account): the note says it.
      fix: checklistField(KYC_DECISION_MESSAGES.fix),
      reason: reasonField,
    }),
  ],
  { error: 'decision must be "verify" or "reject".' },
);
export type AdminKycDecision = z.output<typeof adminKycDecisionSchema>;
