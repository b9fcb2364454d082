// A staff note on the partner's record (its author and time are kept).
import { type PEOPLE_API } from '@/lib/contracts/people';
import type { Serves } from '@/lib/server/http/apiHandler';
import { accountNoteRoute } from '@/lib/server/routes/peopleRoutes';

export const config = { api: { bodyParser: false } };

const handler = accountNoteRoute('partner');
export default handler satisfies Serves<typeof handler, typeof PEOPLE_API.partner.note>;
