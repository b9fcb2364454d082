import { verifySendRoute } from '@/lib/server/routes/contactRoutes';

export default verifySendRoute('user');
