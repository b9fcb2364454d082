// Saved screens routes, the same for investors (/api/v1/user/screens…) and partners (/api/v1/cp/screens…):
// each caller lists, saves, changes and deletes only their own (anyone else's answers 404).
import type { NextApiRequest } from 'next';

import type { Role } from '@/lib/auth/token';
import { withAccount } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import {
  createScreen,
  deleteScreen,
  getScreen,
  listScreens,
  SAVED_SCREEN_MESSAGES,
  type ScreenOwner,
  updateScreen,
} from '@/lib/server/services/savedScreens';
import { screenCreateSchema, screenPatchSchema } from '@/lib/validations/screens';

const ownerOf = (role: Role, id: number): ScreenOwner => ({ kind: role, id });
const screenIdOf = (req: NextApiRequest) => pathId(req.query.id, SAVED_SCREEN_MESSAGES.notFound);

/** GET: { screens } the caller's saved screens. POST { name, query, alert, columns?, sort?, dir? }: 201 with the screen (data.id). */
export function screensRoute(role: Role) {
  return defineHandler({
    GET: withAccount(role, async (_req, _res, caller) =>
      reply({ screens: await listScreens(await getDb(), ownerOf(role, caller.id)) }, 'Screens fetched.'),
    ),
    POST: withAccount(role, async (req, _res, caller) =>
      reply(
        await createScreen(await getDb(), ownerOf(role, caller.id), parseBody(screenCreateSchema, req)),
        SAVED_SCREEN_MESSAGES.saved,
        201,
      ),
    ),
  });
}

/** GET, PATCH, DELETE one of the caller's screens. */
export function screenRoute(role: Role) {
  return defineHandler({
    GET: withAccount(role, async (req, _res, caller) =>
      reply(await getScreen(await getDb(), ownerOf(role, caller.id), screenIdOf(req)), 'Screen fetched.'),
    ),
    PATCH: withAccount(role, async (req, _res, caller) =>
      reply(
        await updateScreen(await getDb(), ownerOf(role, caller.id), screenIdOf(req), parseBody(screenPatchSchema, req)),
        SAVED_SCREEN_MESSAGES.updated,
      ),
    ),
    DELETE: withAccount(role, async (req, _res, caller) =>
      reply(await deleteScreen(await getDb(), ownerOf(role, caller.id), screenIdOf(req)), SAVED_SCREEN_MESSAGES.deleted),
    ),
  });
}
