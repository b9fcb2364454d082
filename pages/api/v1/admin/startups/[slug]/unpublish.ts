// Content: a startup leaves every public page (its page answers 404) and goes back to draft. Audited;
// unpublishing a draft changes nothing.
import type { adminStartupUnpublishedApi } from '@/lib/contracts/startups';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathSlug } from '@/lib/server/http/pathParams';
import { STARTUP_MISSING, unpublishStartup } from '@/lib/server/services/startupDesk';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('content:write', async (req, _res, operator) =>
    reply(await unpublishStartup(await getDb(), operator.id, pathSlug(req.query.slug, STARTUP_MISSING)), 'The startup is off the site.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminStartupUnpublishedApi>;
