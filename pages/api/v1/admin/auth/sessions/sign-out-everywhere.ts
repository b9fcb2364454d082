import { signOutEverywhereRoute } from '@/lib/server/routes/sessionRoutes';

export const config = { api: { bodyParser: false } };

export default signOutEverywhereRoute('operator');
