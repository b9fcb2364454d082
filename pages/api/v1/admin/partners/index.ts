// The partners list: search (name, email, phone, firm, code), status (applicants pending), access; format=csv downloads it.
import { type partnerListApi } from '@/lib/contracts/people';
import type { Serves } from '@/lib/server/http/apiHandler';
import { peopleListRoute } from '@/lib/server/routes/peopleRoutes';
import { listPartners, partnersCsv } from '@/lib/server/services/people';
import { partnerListQuery } from '@/lib/validations/people';

export const config = { api: { bodyParser: false } };

const handler = peopleListRoute(partnerListQuery, listPartners, partnersCsv, 'partners.csv');
export default handler satisfies Serves<typeof handler, typeof partnerListApi>;
