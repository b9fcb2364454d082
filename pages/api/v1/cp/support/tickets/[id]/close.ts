import { ticketCloseRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

export default ticketCloseRoute('partner');
