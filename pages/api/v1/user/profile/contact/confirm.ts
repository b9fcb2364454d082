import { contactConfirmRoute } from '@/lib/server/routes/contactRoutes';

export default contactConfirmRoute('user');
