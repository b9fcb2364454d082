import { profileRoute } from '@/lib/server/routes/profileRoutes';

export default profileRoute('partner');
