import { ticketRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

export default ticketRoute('user');
