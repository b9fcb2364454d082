// Operators: change (PATCH) or remove (DELETE) one of the site's FAQs. Audited; /Faq is rendered again.
import type { adminFaqUpdatedApi, adminFaqDeletedApi } from '@/lib/contracts/reference';
import type { Serves } from '@/lib/server/http/apiHandler';
import { entryRoutes } from '@/lib/server/http/entryRoutes';
import { FAQ_DESK } from '@/lib/server/services/referenceAdmin';

export const config = { api: { bodyParser: false } };

const handler = entryRoutes(FAQ_DESK);
export default handler satisfies Serves<typeof handler, [typeof adminFaqUpdatedApi, typeof adminFaqDeletedApi]>;
