// Prices staff and readers: every company with the columns operators set (GET, search and paging;
// `format=csv` for the CSV of every company the search matches).
import { adminCompanyListApi } from '@/lib/contracts/companies';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, type Serves } from '@/lib/server/http/apiHandler';
import { replyList } from '@/lib/server/http/listCsv';
import { ADMIN_COMPANIES_CSV, listAdminCompanies } from '@/lib/server/services/companies';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('companies:read', async (req, res) => {
    const db = await getDb();
    return replyList(
      res,
      parseQuery(adminCompanyListApi.input, req),
      (query) => listAdminCompanies(db, query),
      ADMIN_COMPANIES_CSV,
      'Companies fetched.',
    );
  }),
});
export default handler satisfies Serves<typeof handler, typeof adminCompanyListApi>;
