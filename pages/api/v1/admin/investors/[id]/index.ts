// One investor's record; PATCH { disabled } disables (sessions end, sign-in refused) or enables them.
import { type investorApi, type PEOPLE_API } from '@/lib/contracts/people';
import type { Serves } from '@/lib/server/http/apiHandler';
import { accountRoute } from '@/lib/server/routes/peopleRoutes';
import { getInvestor } from '@/lib/server/services/people';

export const config = { api: { bodyParser: false } };

const handler = accountRoute('user', getInvestor);
export default handler satisfies Serves<typeof handler, [typeof investorApi, typeof PEOPLE_API.user.access]>;
