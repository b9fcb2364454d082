// The data-rights routes of the privacy page, the same for investors (/api/v1/user/privacy/…) and
// partners (/api/v1/cp/privacy/…): each caller reads and changes only their own ledger.
import type { Role } from '@/lib/auth/token';
import { withAccount, withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply } from '@/lib/server/http/apiHandler';
import { consentsView, updateConsents, type PrivacyAccount } from '@/lib/server/services/consents';
import { requestKycCorrection } from '@/lib/server/services/kyc';
import { nomineeView, removeNominee, setNominee } from '@/lib/server/services/nominees';
import { consentsUpdateSchema, correctionRequestSchema, nomineeSchema } from '@/lib/validations/privacy';

const account = (role: Role, id: number): PrivacyAccount => ({ kind: role === 'user' ? 'user' : 'partner', id });

/** GET: { consents: [{ purpose, granted, changedAt }], history }; PUT { consents: [{ purpose, granted }] }: the same after the change. */
export function consentsRoute(role: Role) {
  return defineHandler({
    GET: withAccount(role, async (_req, _res, caller) =>
      reply(await consentsView(await getDb(), account(role, caller.id)), 'Consents fetched.'),
    ),
    PUT: withAccount(role, async (req, _res, caller) =>
      reply(await updateConsents(await getDb(), account(role, caller.id), parseBody(consentsUpdateSchema, req)), 'Your choices are saved.'),
    ),
  });
}

/** GET: { nominee, history }; PUT { name, relationship, email?, phone? }: names or changes the nominee; DELETE: removes them. */
export function nomineeRoute(role: Role) {
  return defineHandler({
    GET: withAccount(role, async (_req, _res, caller) =>
      reply(await nomineeView(await getDb(), account(role, caller.id)), 'Nominee fetched.'),
    ),
    PUT: withAccount(role, async (req, _res, caller) =>
      reply(await setNominee(await getDb(), account(role, caller.id), parseBody(nomineeSchema, req)), 'Your nominee is saved.'),
    ),
    DELETE: withAccount(role, async (_req, _res, caller) =>
      reply(await removeNominee(await getDb(), account(role, caller.id)), 'Your nominee is removed.'),
    ),
  });
}

/** POST { fields, note }: reopens the investor's KYC for the details that need proof; the KYC as the KYC page reads it. */
export const correctionRoute = () =>
  defineHandler({
    POST: withUser(async (req, _res, user) =>
      reply(
        await requestKycCorrection(await getDb(), user.id, parseBody(correctionRequestSchema, req)),
        'Your KYC is reopened: upload the corrected documents and submit it again.',
      ),
    ),
  });
