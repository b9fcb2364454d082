// Data rights routes, the same for investors (/api/v1/user/privacy/…) and partners (/api/v1/cp/privacy/…):
// asking for an export of one's data, following it, downloading it (JSON or PDF), asking for erasure, the
// consents and the nominee (each caller reads and changes only their own); an investor's correction
// request; and the console's legal hold and erasure cancel on an investor or a partner.
import type { NextApiRequest, NextApiResponse } from 'next';

import type { Role } from '@/lib/auth/token';
import { correctionRequestApi, PRIVACY_API, PRIVACY_CONSOLE_API } from '@/lib/contracts/privacy';
import type { NoteSubject } from '@/lib/status/people';
import { byCaller, withAccount, withOperator, withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply } from '@/lib/server/http/apiHandler';
import { clearTokenCookies } from '@/lib/server/http/cookies';
import { pathId } from '@/lib/server/http/pathParams';
import { clientIp } from '@/lib/server/rateLimit';
import { REPORTS_RULE, sendReport } from '@/lib/server/reports/send';
import { codeSendLimits } from '@/lib/server/routes/contactRoutes';
import { hasPassword } from '@/lib/server/services/accounts';
import {
  cancelErasure,
  confirmAccountOwner,
  ERASURE_MESSAGES,
  requestErasure,
  sendErasureCode,
  setLegalHold,
} from '@/lib/server/services/dataErasure';
import {
  EXPORT_MESSAGES,
  exportContent,
  exportDocument,
  getExport,
  listExports,
  requestExport,
  type DataOwner,
} from '@/lib/server/services/dataExport';
import { answerConsentQuestion, consentsView, updateConsents } from '@/lib/server/services/consents';
import { requestKycCorrection } from '@/lib/server/services/kyc';
import { nomineeView, removeNominee, setNominee } from '@/lib/server/services/nominees';
import { ERASURE_PROOF_MESSAGES, erasureWithCodeSchema, erasureWithPasswordSchema } from '@/lib/validations/privacy';

const ownerOf = (role: Role, id: number): DataOwner => ({ kind: role, id });
const exportIdOf = (req: NextApiRequest) => pathId(req.query.id, EXPORT_MESSAGES.notFound);

/** GET: the caller's recent exports. POST: asks for a new one, 202 (409 while one is pending). */
export function exportsRoute(role: Role) {
  return defineHandler(
    {
      GET: withAccount(role, async (_req, _res, caller) =>
        reply({ exports: await listExports(await getDb(), ownerOf(role, caller.id)) }, 'Exports fetched.'),
      ),
      POST: withAccount(role, async (_req, _res, caller) =>
        reply(await requestExport(await getDb(), ownerOf(role, caller.id)), EXPORT_MESSAGES.requested, 202),
      ),
    },
    { rateLimit: { POST: { rule: REPORTS_RULE, key: byCaller(role, 'privacy-export:') } } },
  );
}

/** GET: one of the caller's exports, `pending` or `ready` (404 for anyone else's). */
export function exportRoute(role: Role) {
  return defineHandler({
    GET: withAccount(role, async (req, _res, caller) =>
      reply(await getExport(await getDb(), ownerOf(role, caller.id), exportIdOf(req)), 'Fetched.'),
    ),
  });
}

/** GET: { consents: [{ purpose, granted, changedAt }], history }; PUT { consents: [{ purpose, granted }] }: the same after the change. */
export function consentsRoute(role: Role) {
  return defineHandler({
    GET: withAccount(role, async (_req, _res, caller) =>
      reply(await consentsView(await getDb(), ownerOf(role, caller.id)), 'Consents fetched.'),
    ),
    PUT: withAccount(role, async (req, _res, caller) =>
      reply(
        await updateConsents(await getDb(), ownerOf(role, caller.id), parseBody(PRIVACY_API[role].consentsUpdate.input, req)),
        'Your choices are saved.',
      ),
    ),
  });
}

/** POST { acceptTerms, marketingEmail, partnerSharing? }: an account that never answered accepts the terms and chooses, 201 (409 once answered). */
export function acceptanceRoute(role: Role) {
  return defineHandler({
    POST: withAccount(role, async (req, _res, caller) =>
      reply(
        await answerConsentQuestion(await getDb(), ownerOf(role, caller.id), parseBody(PRIVACY_API[role].acceptance.input, req)),
        'Thank you: your choices are saved.',
        201,
      ),
    ),
  });
}

function sendJson(res: NextApiResponse, content: unknown, id: number) {
  const body = Buffer.from(JSON.stringify(content, null, 2), 'utf8');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="my-data-${id}.json"`);
  res.setHeader('Content-Length', String(body.length));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).send(body);
}

/** GET ?format=json|pdf: the ready export as a download (409 while pending). */
export function exportDownloadRoute(role: Role) {
  return defineHandler(
    {
      GET: withAccount(role, async (req, res, caller) => {
        const { format } = parseQuery(PRIVACY_API[role].download.input, req);
        const id = exportIdOf(req);
        const content = await exportContent(await getDb(), ownerOf(role, caller.id), id);
        if (format === 'pdf') await sendReport(res, exportDocument(content, id), 'pdf');
        else sendJson(res, content, id);
      }),
    },
    { rateLimit: { rule: REPORTS_RULE, key: byCaller(role, 'reports:') } },
  );
}

/**
 * POST { password } or, for an account without one, { code }: closes the caller's account and
 * schedules its erasure, 202 (409 with what to do first). A wrong password is a 403.
 */
export function erasureRoute(role: Role) {
  return defineHandler({
    POST: withAccount(role, async (req, res, caller) => {
      const db = await getDb();
      const schema = (await hasPassword(db, role, caller.id)) ? erasureWithPasswordSchema : erasureWithCodeSchema;
      // A request without a body (read as empty text) is one without the password or code: the answer names the field.
      if (req.body === '') req.body = {};
      await confirmAccountOwner(db, { kind: role, ...caller }, parseBody(schema, req), clientIp(req));
      const answer = await requestErasure(db, ownerOf(role, caller.id));
      // Their sessions ended with the request: the cookies go too.
      clearTokenCookies(res);
      return reply(answer, ERASURE_MESSAGES.requested, 202);
    }),
  });
}

/** POST: emails an account without a password the code that confirms closing it (409 for one with a password). */
export function erasureCodeRoute(role: Role) {
  return defineHandler(
    {
      POST: withAccount(role, async (_req, _res, caller) =>
        reply(await sendErasureCode(await getDb(), { kind: role, ...caller }), ERASURE_PROOF_MESSAGES.codeSent),
      ),
    },
    { rateLimit: { POST: codeSendLimits(role) } },
  );
}

const NOT_FOUND: Record<NoteSubject, string> = { user: 'No investor has this id.', partner: 'No channel partner has this id.' };

/** PATCH { legalHold }: holds or releases the account's records (audited). DELETE: cancels its erasure. */
export function accountPrivacyRoute(subject: NoteSubject) {
  return defineHandler({
    PATCH: withOperator('people:write', async (req, _res, operator) => {
      const { legalHold } = parseBody(PRIVACY_CONSOLE_API[subject].legalHold.input, req);
      const answer = await setLegalHold(await getDb(), operator.id, subject, pathId(req.query.id, NOT_FOUND[subject]), legalHold);
      return reply(answer, legalHold ? 'The account is under a legal hold: nothing of it is deleted.' : 'The legal hold is lifted.');
    }),
    DELETE: withOperator('people:write', async (req, _res, operator) =>
      reply(await cancelErasure(await getDb(), operator.id, subject, pathId(req.query.id, NOT_FOUND[subject])), ERASURE_MESSAGES.cancelled),
    ),
  });
}

/** GET: { nominee, history }; PUT { name, relationship, email?, phone? }: names or changes the nominee; DELETE: removes them. */
export function nomineeRoute(role: Role) {
  return defineHandler({
    GET: withAccount(role, async (_req, _res, caller) =>
      reply(await nomineeView(await getDb(), ownerOf(role, caller.id)), 'Nominee fetched.'),
    ),
    PUT: withAccount(role, async (req, _res, caller) =>
      reply(
        await setNominee(await getDb(), ownerOf(role, caller.id), parseBody(PRIVACY_API[role].nomineeSet.input, req)),
        'Your nominee is saved.',
      ),
    ),
    DELETE: withAccount(role, async (_req, _res, caller) =>
      reply(await removeNominee(await getDb(), ownerOf(role, caller.id)), 'Your nominee is removed.'),
    ),
  });
}

/** POST { fields, note }: reopens the investor's KYC for the details that need proof; the KYC as the KYC page reads it. */
export const correctionRoute = () =>
  defineHandler({
    POST: withUser(async (req, _res, user) =>
      reply(
        await requestKycCorrection(await getDb(), user.id, parseBody(correctionRequestApi.input, req)),
        'Your KYC is reopened: upload the corrected documents and submit it again.',
      ),
    ),
  });
