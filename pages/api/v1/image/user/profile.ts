import { type PROFILE_API } from '@/lib/contracts/profile';
import type { Serves } from '@/lib/server/http/apiHandler';
import { profileImageRoute } from '@/lib/server/routes/profileRoutes';

// The picture arrives as multipart/form-data, streamed through lib/server/http/multipart.ts.
export const config = { api: { bodyParser: false } };

const handler = profileImageRoute('user');
export default handler satisfies Serves<typeof handler, [typeof PROFILE_API.user.image, typeof PROFILE_API.user.imageRemoved]>;
