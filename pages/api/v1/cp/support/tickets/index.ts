import { ticketsRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

export default ticketsRoute('partner');
