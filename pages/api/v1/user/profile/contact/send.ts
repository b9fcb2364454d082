import { contactSendRoute } from '@/lib/server/routes/contactRoutes';

export const config = { api: { bodyParser: false } };

export default contactSendRoute('user');
