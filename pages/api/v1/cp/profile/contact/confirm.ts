import { contactConfirmRoute } from '@/lib/server/routes/contactRoutes';

export const config = { api: { bodyParser: false } };

export default contactConfirmRoute('partner');
