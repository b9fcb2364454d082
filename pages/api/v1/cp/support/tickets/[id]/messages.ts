import { ticketMessagesRoute } from '@/lib/server/routes/supportRoutes';

export const config = { api: { bodyParser: false } };

export default ticketMessagesRoute('partner');
