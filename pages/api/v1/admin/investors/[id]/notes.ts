// A staff note on the investor's record (its author and time are kept).
import { type PEOPLE_API } from '@/lib/contracts/people';
import type { Serves } from '@/lib/server/http/apiHandler';
import { accountNoteRoute } from '@/lib/server/routes/peopleRoutes';

export const config = { api: { bodyParser: false } };

const handler = accountNoteRoute('user');
export default handler satisfies Serves<typeof handler, typeof PEOPLE_API.user.note>;
