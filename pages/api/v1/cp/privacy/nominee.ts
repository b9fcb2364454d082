import type { PRIVACY_API } from '@/lib/contracts/privacy';
import type { Serves } from '@/lib/server/http/apiHandler';
import { nomineeRoute } from '@/lib/server/routes/privacyRoutes';

export const config = { api: { bodyParser: false } };

const handler = nomineeRoute('partner');
export default handler satisfies Serves<
  typeof handler,
  [typeof PRIVACY_API.partner.nominee, typeof PRIVACY_API.partner.nomineeSet, typeof PRIVACY_API.partner.nomineeRemove]
>;
