import { passwordRoute } from '@/lib/server/routes/profileRoutes';

export default passwordRoute('partner');
