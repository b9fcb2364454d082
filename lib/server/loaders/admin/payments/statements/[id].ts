import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getStatement } from '@/lib/server/services/bankStatements';

export const getServerSideProps = operatorLoader('payments:read', async (ctx) => {
  const id = pathId(ctx);
  const statement = id === null ? null : await orNull(getStatement(await getDb(), id));
  if (!statement) return { notFound: true };
  return { props: { statement } };
});
