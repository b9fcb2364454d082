// Console routes investors and partners share (/api/v1/admin/investors/…, /api/v1/admin/partners/…):
// the list with its CSV, the record with disable / enable, ending sessions, notes. Reading needs
// people:read, acting people:write (lib/permissions.ts); every action is audited by its service.
import type { z } from 'zod';

import { PEOPLE_API } from '@/lib/contracts/people';
import type { NoteSubject } from '@/lib/status/people';
import { withOperator } from '@/lib/server/auth/session';
import { getDb, type Db } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply } from '@/lib/server/http/apiHandler';
import { sendCsv } from '@/lib/server/http/download';
import { pathId } from '@/lib/server/http/pathParams';
import { addStaffNote, endAccountSessions, setAccountDisabled } from '@/lib/server/services/people';

const NOT_FOUND: Record<NoteSubject, string> = { user: 'No investor has this id.', partner: 'No channel partner has this id.' };
const WHO: Record<NoteSubject, string> = { user: 'investor', partner: 'partner' };

/** GET: a page of the list, or with `format=csv` every matching row as a download. */
export function peopleListRoute<Q extends { format?: 'json' | 'csv' }, L>(
  schema: z.ZodType<Q>,
  list: (db: Db, query: Q) => Promise<L>,
  csv: (db: Db, query: Q) => Promise<string>,
  filename: string,
) {
  return defineHandler({
    GET: withOperator('people:read', async (req, res) => {
      const query = parseQuery(schema, req);
      if (query.format === 'csv') {
        res.setHeader('Cache-Control', 'private, no-store');
        sendCsv(res, filename, await csv(await getDb(), query));
        return;
      }
      return reply(await list(await getDb(), query), 'Fetched.');
    }),
  });
}

/** GET: the record. PATCH { disabled }: a disabled account cannot sign in and its sessions end. */
export function accountRoute<R>(subject: NoteSubject, load: (db: Db, id: number) => Promise<R>) {
  return defineHandler({
    GET: withOperator('people:read', async (req) => reply(await load(await getDb(), pathId(req.query.id, NOT_FOUND[subject])), 'Fetched.')),
    PATCH: withOperator('people:write', async (req, _res, operator) => {
      const id = pathId(req.query.id, NOT_FOUND[subject]);
      const { disabled } = parseBody(PEOPLE_API[subject].access.input, req);
      const changed = await setAccountDisabled(await getDb(), operator.id, subject, id, disabled);
      const ended =
        changed.sessionsEnded === 1 ? ' One session ended.' : changed.sessionsEnded > 1 ? ` ${changed.sessionsEnded} sessions ended.` : '';
      return reply(
        changed,
        disabled ? `The ${WHO[subject]} is disabled: they cannot sign in.${ended}` : `The ${WHO[subject]} can sign in again.`,
      );
    }),
  });
}

/** POST: ends every live session of the account. */
export function accountSignOutRoute(subject: NoteSubject) {
  return defineHandler({
    POST: withOperator('people:write', async (req, _res, operator) => {
      const ended = await endAccountSessions(await getDb(), operator.id, subject, pathId(req.query.id, NOT_FOUND[subject]));
      return reply(ended, ended.sessionsEnded === 1 ? 'One session ended.' : `${ended.sessionsEnded} sessions ended.`);
    }),
  });
}

/** POST { body }: a staff note on the record. */
export function accountNoteRoute(subject: NoteSubject) {
  return defineHandler({
    POST: withOperator('people:write', async (req, _res, operator) => {
      const id = pathId(req.query.id, NOT_FOUND[subject]);
      const { body } = parseBody(PEOPLE_API[subject].note.input, req);
      return reply(await addStaffNote(await getDb(), operator.id, subject, id, body), 'Note added.', 201);
    }),
  });
}
