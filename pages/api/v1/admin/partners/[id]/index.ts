// One partner's record; PATCH { disabled } disables (sessions end, sign-in refused) or enables them.
import { type partnerAdminApi, type PEOPLE_API } from '@/lib/contracts/people';
import type { Serves } from '@/lib/server/http/apiHandler';
import { accountRoute } from '@/lib/server/routes/peopleRoutes';
import { getPartner } from '@/lib/server/services/people';

export const config = { api: { bodyParser: false } };

const handler = accountRoute('partner', getPartner);
export default handler satisfies Serves<typeof handler, [typeof partnerAdminApi, typeof PEOPLE_API.partner.access]>;
