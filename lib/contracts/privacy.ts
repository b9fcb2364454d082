// The privacy page's data-rights routes (consents, nominee, correction): one route per role, built by
// the factories in lib/server/routes/privacyRoutes.ts, under each role's client (user, cp).
import { contract } from '@/lib/contracts/contract';
import type { ApiData } from '@/lib/server/http/apiHandler';
import type { consentsRoute, correctionRoute, nomineeRoute } from '@/lib/server/routes/privacyRoutes';
import { consentsUpdateSchema, correctionRequestSchema, nomineeSchema } from '@/lib/validations/privacy';

export type ConsentsData = ApiData<ReturnType<typeof consentsRoute>, 'GET'>;
export type NomineeData = ApiData<ReturnType<typeof nomineeRoute>, 'GET'>;
export type CorrectionData = ApiData<ReturnType<typeof correctionRoute>, 'POST'>;

function privacyContracts(client: 'user' | 'cp') {
  return {
    consents: contract<ConsentsData>()(client, 'GET', 'privacy/consents'),
    consentsUpdate: contract<ConsentsData>()(client, 'PUT', 'privacy/consents', consentsUpdateSchema),
    nominee: contract<NomineeData>()(client, 'GET', 'privacy/nominee'),
    nomineeSet: contract<NomineeData>()(client, 'PUT', 'privacy/nominee', nomineeSchema),
    nomineeRemove: contract<NomineeData>()(client, 'DELETE', 'privacy/nominee'),
  };
}

/** Each role's privacy routes, for the privacy page's sections (components/privacy). */
export const PRIVACY_API = { user: privacyContracts('user'), partner: privacyContracts('cp') } as const;

/** POST /api/v1/user/privacy/correction */
export const correctionRequestApi = contract<CorrectionData>()('user', 'POST', 'privacy/correction', correctionRequestSchema);
