import { contactConfirmRoute } from '@/lib/server/routes/contactRoutes';

export default contactConfirmRoute('partner');
