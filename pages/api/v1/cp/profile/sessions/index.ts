import { sessionListRoute } from '@/lib/server/routes/sessionRoutes';

export const config = { api: { bodyParser: false } };

export default sessionListRoute('partner');
