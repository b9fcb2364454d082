// Prices staff and readers: every company with the columns operators set (GET, search and paging;
// `format=csv` for the CSV of every company the search matches).
import { adminCompanyListApi } from '@/lib/contracts/companies';
import { defineHandler, type Serves } from '@/lib/server/http/apiHandler';
import { listGet } from '@/lib/server/http/listCsv';
import { ADMIN_COMPANIES_CSV, listAdminCompanies } from '@/lib/server/services/companies';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: listGet('companies:read', adminCompanyListApi.input, listAdminCompanies, ADMIN_COMPANIES_CSV, 'Companies fetched.'),
});
export default handler satisfies Serves<typeof handler, typeof adminCompanyListApi>;
