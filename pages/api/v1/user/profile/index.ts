import { profileRoute } from '@/lib/server/routes/profileRoutes';

export const config = { api: { bodyParser: false } };

export default profileRoute('user');
