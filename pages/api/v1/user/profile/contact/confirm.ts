import { type PROFILE_API } from '@/lib/contracts/profile';
import type { Serves } from '@/lib/server/http/apiHandler';
import { contactConfirmRoute } from '@/lib/server/routes/contactRoutes';

export const config = { api: { bodyParser: false } };

const handler = contactConfirmRoute('user');
export default handler satisfies Serves<typeof handler, typeof PROFILE_API.user.contactConfirm>;
