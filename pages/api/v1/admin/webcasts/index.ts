// Content: the console's webcasts (GET, search and paging) and a new one (POST, 201). Audited; its public pages are rendered again.
import type { adminWebcastListApi, adminWebcastCreatedApi } from '@/lib/contracts/contentDesk';
import type { Serves } from '@/lib/server/http/apiHandler';
import { entryListRoutes } from '@/lib/server/http/entryRoutes';
import { WEBCAST_DESK } from '@/lib/server/services/contentDesk';

export const config = { api: { bodyParser: false } };

const handler = entryListRoutes(WEBCAST_DESK);
export default handler satisfies Serves<typeof handler, [typeof adminWebcastListApi, typeof adminWebcastCreatedApi]>;
