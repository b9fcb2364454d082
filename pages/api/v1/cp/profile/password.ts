import { type PROFILE_API } from '@/lib/contracts/profile';
import type { Serves } from '@/lib/server/http/apiHandler';
import { passwordRoute } from '@/lib/server/routes/profileRoutes';

export const config = { api: { bodyParser: false } };

const handler = passwordRoute('partner');
export default handler satisfies Serves<typeof handler, typeof PROFILE_API.partner.password>;
