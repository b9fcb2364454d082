// Content: the console's real-estate (GET, search and paging) and a new one (POST, 201). Audited; its public pages are rendered again.
import type { adminListingListApi, adminListingCreatedApi } from '@/lib/contracts/contentDesk';
import type { Serves } from '@/lib/server/http/apiHandler';
import { entryListRoutes } from '@/lib/server/http/entryRoutes';
import { LISTING_DESK } from '@/lib/server/services/contentDesk';

export const config = { api: { bodyParser: false } };

const handler = entryListRoutes(LISTING_DESK);
export default handler satisfies Serves<typeof handler, [typeof adminListingListApi, typeof adminListingCreatedApi]>;
