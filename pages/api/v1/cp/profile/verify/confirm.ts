import { verifyConfirmRoute } from '@/lib/server/routes/contactRoutes';

export default verifyConfirmRoute('partner');
