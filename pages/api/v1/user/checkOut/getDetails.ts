import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { listCart } from '@/lib/server/services/cart';
import { paginationQuery } from '@/lib/validations/pagination';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req, _res, user) => {
    const { page, limit } = parseQuery(paginationQuery, req);
    return reply(await listCart(await getDb(), user.id, page, limit), 'Cart fetched.');
  }),
});
export default handler;
export type CartData = ApiData<typeof handler, 'GET'>;
