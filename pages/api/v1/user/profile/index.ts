import { type PROFILE_API } from '@/lib/contracts/profile';
import type { Serves } from '@/lib/server/http/apiHandler';
import { profileRoute } from '@/lib/server/routes/profileRoutes';

export const config = { api: { bodyParser: false } };

const handler = profileRoute('user');
export default handler satisfies Serves<typeof handler, [typeof PROFILE_API.user.profile, typeof PROFILE_API.user.update]>;
