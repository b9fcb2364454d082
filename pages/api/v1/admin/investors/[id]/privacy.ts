import { type PRIVACY_CONSOLE_API } from '@/lib/contracts/privacy';
import type { Serves } from '@/lib/server/http/apiHandler';
import { accountPrivacyRoute } from '@/lib/server/routes/privacyRoutes';

export const config = { api: { bodyParser: false } };

const handler = accountPrivacyRoute('user');
export default handler satisfies Serves<
  typeof handler,
  [typeof PRIVACY_CONSOLE_API.user.legalHold, typeof PRIVACY_CONSOLE_API.user.cancelErasure]
>;
