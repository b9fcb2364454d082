// Data rights (issue 23): the routes are built in lib/server/routes/privacyRoutes.ts, whose answers these
// are. Investors' and partners' routes are the same paths under their client (user, cp): a copy of my
// data, erasure, consents, nominee; and the investor's correction request.
import { contract } from '@/lib/contracts/contract';
import type { ApiData } from '@/lib/server/http/apiHandler';
import type { NoteSubject } from '@/lib/status/people';
import type * as Routes from '@/lib/server/routes/privacyRoutes';
import {
  consentsUpdateSchema,
  correctionRequestSchema,
  exportDownloadQuery,
  legalHoldSchema,
  nomineeSchema,
} from '@/lib/validations/privacy';

export type {
  DataExportData,
  DataExportListData,
  ErasureCancelData,
  ErasureRequestData,
  LegalHoldData,
} from '@/lib/server/routes/privacyRoutes';

export type ConsentsData = ApiData<ReturnType<typeof Routes.consentsRoute>, 'GET'>;
export type NomineeData = ApiData<ReturnType<typeof Routes.nomineeRoute>, 'GET'>;
export type CorrectionData = ApiData<ReturnType<typeof Routes.correctionRoute>, 'POST'>;

function privacyContracts(client: 'user' | 'cp') {
  return {
    exports: contract<Routes.DataExportListData>()(client, 'GET', 'privacy/export'),
    requestExport: contract<Routes.DataExportData>()(client, 'POST', 'privacy/export'),
    export: contract<Routes.DataExportData>()(client, 'GET', 'privacy/export/{id}'),
    /** A file (JSON or PDF), not the envelope: the page links to it. */
    download: contract<never>()(client, 'GET', 'privacy/export/{id}/download', exportDownloadQuery),
    erasure: contract<Routes.ErasureRequestData>()(client, 'POST', 'privacy/erasure'),
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
export const correctionRequestApi = contract<CorrectionData>()('user', 'POST', 'privacy/correction', correctionRequestSchema);

const RESOURCE: Record<NoteSubject, string> = { user: 'investors', partner: 'partners' };
const consoleContracts = (subject: NoteSubject) => ({
  legalHold: contract<Routes.LegalHoldData>()('admin', 'PATCH', `${RESOURCE[subject]}/{id}/privacy`, legalHoldSchema),
  cancelErasure: contract<Routes.ErasureCancelData>()('admin', 'DELETE', `${RESOURCE[subject]}/{id}/privacy`),
});

/** The console's legal hold and erasure cancel on an investor or a partner. */
export const PRIVACY_CONSOLE_API = { user: consoleContracts('user'), partner: consoleContracts('partner') } as const;
