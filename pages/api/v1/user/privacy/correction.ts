import type { correctionRequestApi } from '@/lib/contracts/privacy';
import type { Serves } from '@/lib/server/http/apiHandler';
import { correctionRoute } from '@/lib/server/routes/privacyRoutes';

export const config = { api: { bodyParser: false } };

const handler = correctionRoute();
export default handler satisfies Serves<typeof handler, typeof correctionRequestApi>;
