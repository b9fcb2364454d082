// Ends every live session of the investor; they can sign in again.
import { type PEOPLE_API } from '@/lib/contracts/people';
import type { Serves } from '@/lib/server/http/apiHandler';
import { accountSignOutRoute } from '@/lib/server/routes/peopleRoutes';

export const config = { api: { bodyParser: false } };

const handler = accountSignOutRoute('user');
export default handler satisfies Serves<typeof handler, typeof PEOPLE_API.user.signOut>;
