// The investors list: search (name, email, phone, PAN, user code), KYC status, access, partner; format=csv downloads it.
import { type investorListApi } from '@/lib/contracts/people';
import type { Serves } from '@/lib/server/http/apiHandler';
import { peopleListRoute } from '@/lib/server/routes/peopleRoutes';
import { investorsCsv, listInvestors } from '@/lib/server/services/people';
import { investorListQuery } from '@/lib/validations/people';

export const config = { api: { bodyParser: false } };

const handler = peopleListRoute(investorListQuery, listInvestors, investorsCsv, 'investors.csv');
export default handler satisfies Serves<typeof handler, typeof investorListApi>;
