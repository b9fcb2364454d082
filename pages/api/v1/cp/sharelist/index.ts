// The partner share list: every company with investor and partner prices and the partner's margin.
// format=csv answers every match (all pages) as a download.
import { sharelistApi } from '@/lib/contracts/partners';
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { allPartnerShares, listPartnerShares, sharelistCsv } from '@/lib/server/services/partnerShares';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withPartner(async (req, res) => {
    const query = parseQuery(sharelistApi.input, req);
    const db = await getDb();
    if (query.format === 'csv') {
      const csv = sharelistCsv(await allPartnerShares(db, query));
      const day = new Date().toISOString().slice(0, 10);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="sharelist-${day}.csv"`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).send(csv);
      return;
    }
    return reply(await listPartnerShares(db, query), 'Share list fetched.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof sharelistApi>;
