// Content: one startup (GET, drafts too) and a change of what it says about itself (PATCH). Audited; its
// public pages are rendered again. Its price, stock and listing status change on the Companies desk.
import { type adminStartupApi, adminStartupUpdatedApi } from '@/lib/contracts/startups';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathSlug } from '@/lib/server/http/pathParams';
import { getStartupAdmin, STARTUP_MISSING, updateStartup } from '@/lib/server/services/startupDesk';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('content:read', async (req) =>
    reply(await getStartupAdmin(await getDb(), pathSlug(req.query.slug, STARTUP_MISSING)), 'Startup fetched.'),
  ),
  PATCH: withOperator('content:write', async (req, _res, operator) => {
    const slug = pathSlug(req.query.slug, STARTUP_MISSING);
    const input = parseBody(adminStartupUpdatedApi.input, req);
    return reply(await updateStartup(await getDb(), operator.id, slug, input), 'The startup is saved.');
  }),
});
export default handler satisfies Serves<typeof handler, [typeof adminStartupApi, typeof adminStartupUpdatedApi]>;
