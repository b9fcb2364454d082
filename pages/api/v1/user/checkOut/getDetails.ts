import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, sendOk } from '@/lib/server/http/apiHandler';
import { listCart } from '@/lib/server/services/cart';
import { paginationQuery } from '@/lib/validations/pagination';

export default defineHandler({
  GET: withUser(async (req, res, user) => {
    const { page, limit } = parseQuery(paginationQuery, req);
    sendOk(res, await listCart(await getDb(), user.id, page, limit), 'Cart fetched.');
  }),
});
