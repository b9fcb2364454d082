import { contactSendRoute } from '@/lib/server/routes/contactRoutes';

export default contactSendRoute('user');
