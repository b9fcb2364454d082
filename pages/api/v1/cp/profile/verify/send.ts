import { type PROFILE_API } from '@/lib/contracts/profile';
import type { Serves } from '@/lib/server/http/apiHandler';
import { verifySendRoute } from '@/lib/server/routes/contactRoutes';

export const config = { api: { bodyParser: false } };

const handler = verifySendRoute('partner');
export default handler satisfies Serves<typeof handler, [typeof PROFILE_API.partner.verification, typeof PROFILE_API.partner.verifySend]>;
