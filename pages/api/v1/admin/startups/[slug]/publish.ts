// Content: a startup goes on the public pages (/Startups, its page, search, sitemap, home, screener). Audited;
// publishing a published startup changes nothing.
import type { adminStartupPublishedApi } from '@/lib/contracts/startups';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathSlug } from '@/lib/server/http/pathParams';
import { publishStartup, STARTUP_MISSING } from '@/lib/server/services/startupDesk';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('content:write', async (req, _res, operator) =>
    reply(await publishStartup(await getDb(), operator.id, pathSlug(req.query.slug, STARTUP_MISSING)), 'The startup is on the site.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminStartupPublishedApi>;
