// Content: change (PATCH, publish or unpublish with its status) or remove (DELETE) one of the real-estate. Audited; its public pages are rendered again.
import type { adminListingUpdatedApi, adminListingDeletedApi } from '@/lib/contracts/contentDesk';
import type { Serves } from '@/lib/server/http/apiHandler';
import { entryRoutes } from '@/lib/server/http/entryRoutes';
import { LISTING_DESK } from '@/lib/server/services/contentDesk';

export const config = { api: { bodyParser: false } };

const handler = entryRoutes(LISTING_DESK);
export default handler satisfies Serves<typeof handler, [typeof adminListingUpdatedApi, typeof adminListingDeletedApi]>;
