import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { listTransactions } from '@/lib/server/services/transactions';
import { oneOf, pageNumber } from '@/lib/query';
import { TRANSACTION_KINDS, TRANSACTION_STATUSES, TRANSACTIONS_PAGE_SIZE } from '@/lib/validations/transactions';

// Filters and page live in the URL; an unknown value is no filter (the page shows all), never an error.
export const getServerSideProps = investorLoader(async (ctx, user) => {
  const kind = oneOf(TRANSACTION_KINDS, ctx.query.kind);
  const status = oneOf(TRANSACTION_STATUSES, ctx.query.status);
  const list = await listTransactions(await getDb(), user.id, {
    kind: kind ?? undefined,
    status: status ?? undefined,
    page: pageNumber(ctx.query.page),
    limit: TRANSACTIONS_PAGE_SIZE,
  });
  return { props: { ...list, kind, status } };
});
