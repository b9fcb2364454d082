// Content: change (PATCH, publish or unpublish with its status) or remove (DELETE) one of the webcasts. Audited; its public pages are rendered again.
import type { adminWebcastUpdatedApi, adminWebcastDeletedApi } from '@/lib/contracts/contentDesk';
import type { Serves } from '@/lib/server/http/apiHandler';
import { entryRoutes } from '@/lib/server/http/entryRoutes';
import { WEBCAST_DESK } from '@/lib/server/services/contentDesk';

export const config = { api: { bodyParser: false } };

const handler = entryRoutes(WEBCAST_DESK);
export default handler satisfies Serves<typeof handler, [typeof adminWebcastUpdatedApi, typeof adminWebcastDeletedApi]>;
