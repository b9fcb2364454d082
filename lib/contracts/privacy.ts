// Data rights (issue 23): the routes are built in lib/server/routes/privacyRoutes.ts and parse their input
// with these contracts. Investors' and partners' routes are the same paths under their client (user, cp):
// a copy of my data, erasure, consents, nominee; and the investor's correction request.
import { contract, type Answer } from '@/lib/contracts/contract';
import type { NoteSubject } from '@/lib/status/people';
import type { consentsView } from '@/lib/server/services/consents';
import type { cancelErasure, requestErasure, sendErasureCode, setLegalHold } from '@/lib/server/services/dataErasure';
import type { getExport, listExports } from '@/lib/server/services/dataExport';
import type { requestKycCorrection } from '@/lib/server/services/kyc';
import type { nomineeView } from '@/lib/server/services/nominees';
import {
  consentsUpdateSchema,
  correctionRequestSchema,
  erasureSchema,
  exportDownloadQuery,
  legalHoldSchema,
  nomineeSchema,
} from '@/lib/validations/privacy';

export type DataExportData = Answer<typeof getExport>;
/** What the consents routes answer, read or changed. */
export type ConsentsData = Answer<typeof consentsView>;
/** What the nominee routes answer, read, set or removed. */
export type NomineeData = Answer<typeof nomineeView>;

function privacyContracts(client: 'user' | 'cp') {
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
    nominee: contract<NomineeData>()(client, 'GET', 'privacy/nominee'),
    nomineeSet: contract<NomineeData>()(client, 'PUT', 'privacy/nominee', nomineeSchema),
    nomineeRemove: contract<NomineeData>()(client, 'DELETE', 'privacy/nominee'),
  };
}

/** The privacy routes of each customer area, by role: the investor's (/api/v1/user) and the partner's (/api/v1/cp). */
export const PRIVACY_API = { user: privacyContracts('user'), partner: privacyContracts('cp') } as const;

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
