import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { listCart } from '@/lib/server/services/cart';

const CART_PAGE_SIZE = 50;

export const getServerSideProps = investorLoader(async (_ctx, user) => {
  const cart = await listCart(await getDb(), user.id, 1, CART_PAGE_SIZE);
  return { props: { items: cart.result.map(({ addedAt: _addedAt, ...item }) => item), total: cart.total } };
});
