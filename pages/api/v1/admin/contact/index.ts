// Support: the contact inbox and the startup enquiries (GET, ?kind=contact|startup, ?status, ?q, paged; `format=csv` downloads every match).
import type { adminContactListApi } from '@/lib/contracts/inbox';
import { defineHandler, type Serves } from '@/lib/server/http/apiHandler';
import { listGet } from '@/lib/server/http/listCsv';
import { CONTACT_CSV, listContactMessages } from '@/lib/server/services/inbox';
import { contactListQuery } from '@/lib/validations/inbox';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: listGet('support:read', contactListQuery, listContactMessages, CONTACT_CSV, 'Messages fetched.'),
});
export default handler satisfies Serves<typeof handler, typeof adminContactListApi>;
