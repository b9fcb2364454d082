// Data rights (issue 23): the routes are built in lib/server/routes/privacyRoutes.ts and parse their input
// with these contracts. Investors' and partners' routes are the same paths under their client (user, cp):
// a copy of my data, erasure, consents (and the one-time acceptance of the terms by an account that never
// gave one), nominee; and the investor's correction request.
import { contract, type Answer } from '@/lib/contracts/contract';
import type { NoteSubject } from '@/lib/status/people';
import type { consentsView } from '@/lib/server/services/consents';
import type { cancelErasure, requestErasure, sendErasureCode, setLegalHold } from '@/lib/server/services/dataErasure';
import type { getExport, listExports } from '@/lib/server/services/dataExport';
import type { requestKycCorrection } from '@/lib/server/services/kyc';
import type { nomineeView } from '@/lib/server/services/nominees';
import type { z } from '@/lib/zod';
import {
  consentAnswerSchema,
  consentsUpdateSchema,
  correctionRequestSchema,
  erasureSchema,
  exportDownloadQuery,
  legalHoldSchema,
  nomineeSchema,
  partnerConsentAnswerSchema,
} from '@/lib/validations/privacy';

export type DataExportData = Answer<typeof getExport>;
/** What the consents routes answer, read or changed: each purpose, its history and the latest acceptance of the terms. */
export type ConsentsData = Answer<typeof consentsView>;
/** What the nominee routes answer, read, set or removed. */
export type NomineeData = Answer<typeof nomineeView>;

/** `answer`: what the one-time question takes from this role (a partner has no referring partner to share with). */
function privacyContracts<A extends z.ZodType>(client: 'user' | 'cp', answer: A) {
  return {
    exports: contract<{ exports: Answer<typeof listExports> }>()(client, 'GET', 'privacy/export'),
    requestExport: contract<DataExportData>()(client, 'POST', 'privacy/export'),
    export: contract<DataExportData>()(client, 'GET', 'privacy/export/{id}'),
    /** A file (JSON or PDF), not the envelope: the page links to it. */
    download: contract<never>()(client, 'GET', 'privacy/export/{id}/download', exportDownloadQuery),
    erasure: contract<Answer<typeof requestErasure>>()(client, 'POST', 'privacy/erasure', erasureSchema),
    erasureCode: contract<Answer<typeof sendErasureCode>>()(client, 'POST', 'privacy/erasure/code'),
    consents: contract<ConsentsData>()(client, 'GET', 'privacy/consents'),
    consentsUpdate: contract<ConsentsData>()(client, 'PUT', 'privacy/consents', consentsUpdateSchema),
    /** The terms accepted and the choices made, once, by an account that never answered (409 after that). */
    acceptance: contract<ConsentsData>()(client, 'POST', 'privacy/acceptance', answer),
    nominee: contract<NomineeData>()(client, 'GET', 'privacy/nominee'),
    nomineeSet: contract<NomineeData>()(client, 'PUT', 'privacy/nominee', nomineeSchema),
    nomineeRemove: contract<NomineeData>()(client, 'DELETE', 'privacy/nominee'),
  };
}

/** The privacy routes of each customer area, by role: the investor's (/api/v1/user) and the partner's (/api/v1/cp). */
export const PRIVACY_API = {
  user: privacyContracts('user', consentAnswerSchema),
  partner: privacyContracts('cp', partnerConsentAnswerSchema),
} as const;

/** POST /api/v1/user/privacy/correction */
export const correctionRequestApi = contract<Answer<typeof requestKycCorrection>>()(
  'user',
  'POST',
  'privacy/correction',
  correctionRequestSchema,
);

const RESOURCE: Record<NoteSubject, string> = { user: 'investors', partner: 'partners' };
const consoleContracts = (subject: NoteSubject) => ({
  legalHold: contract<Answer<typeof setLegalHold>>()('admin', 'PATCH', `${RESOURCE[subject]}/{id}/privacy`, legalHoldSchema),
  cancelErasure: contract<Answer<typeof cancelErasure>>()('admin', 'DELETE', `${RESOURCE[subject]}/{id}/privacy`),
});

/** The console's legal hold and erasure cancel on an investor or a partner. */
export const PRIVACY_CONSOLE_API = { user: consoleContracts('user'), partner: consoleContracts('partner') } as const;
