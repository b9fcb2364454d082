import { verifySendRoute } from '@/lib/server/routes/contactRoutes';

export const config = { api: { bodyParser: false } };

export default verifySendRoute('user');
