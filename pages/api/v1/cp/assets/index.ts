// The partner's clients' holdings as on a date (default today, India time), by company and by client;
// format=csv answers the client × company lines as a download.
import { type partnerAssetsApi } from '@/lib/contracts/partners';
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { sendCsv } from '@/lib/server/http/download';
import { assetsCsv, partnerAssets } from '@/lib/server/services/partnerAssets';
import { assetsQuery } from '@/lib/validations/partnerAssets';
import { indiaDay } from '@/lib/workingDays';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withPartner(async (req, res, partner) => {
    const today = indiaDay(new Date());
    const query = parseQuery(assetsQuery(today), req);
    const assets = await partnerAssets(await getDb(), partner.id, query.date ?? today);
    if (query.format === 'csv') {
      res.setHeader('Cache-Control', 'private, no-store');
      sendCsv(res, `client-assets-${assets.date}.csv`, assetsCsv(assets));
      return;
    }
    return reply(assets, 'Assets fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof partnerAssetsApi>;
