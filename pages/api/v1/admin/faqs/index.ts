// Operators: the site's FAQs (GET, search and paging) and a new one (POST, 201). Audited; /Faq is rendered again.
import type { adminFaqListApi, adminFaqCreatedApi } from '@/lib/contracts/reference';
import type { Serves } from '@/lib/server/http/apiHandler';
import { entryListRoutes } from '@/lib/server/http/entryRoutes';
import { FAQ_DESK } from '@/lib/server/services/referenceAdmin';

export const config = { api: { bodyParser: false } };

const handler = entryListRoutes(FAQ_DESK);
export default handler satisfies Serves<typeof handler, [typeof adminFaqListApi, typeof adminFaqCreatedApi]>;
