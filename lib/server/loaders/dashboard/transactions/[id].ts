import { getDb } from '@/lib/server/db/client';
import { HttpError } from '@/lib/server/http/httpError';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { getOrder } from '@/lib/server/services/orders';
import { getSellRequest } from '@/lib/server/services/sales';
import { parseTransactionId } from '@/lib/orderTracker';
import { firstValue } from '@/lib/query';

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

// An order (/dashboard/transactions/12) or a sell request (/dashboard/transactions/S-3) of the caller's
// own; anything else, another investor's included, is the 404 page.
export const getServerSideProps = investorLoader(async (ctx, user) => {
  const target = parseTransactionId(firstValue(ctx.params?.id));
  if (!target) return { notFound: true } as const;
  const db = await getDb();
  try {
    if (target.kind === 'buy') return { props: { transaction: { kind: 'buy' as const, order: await getOrder(db, user.id, target.id) } } };
    return { props: { transaction: { kind: 'sell' as const, sell: await getSellRequest(db, user.id, target.id) } } };
  } catch (error) {
    if (isNotFound(error)) return { notFound: true } as const;
    throw error;
  }
});
