import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listStatements } from '@/lib/server/services/bankStatements';

export const getServerSideProps = operatorLoader('payments:read', async (ctx) => {
  const { page, limit } = listQuery(ctx, []);
  return { props: { list: await listStatements(await getDb(), { page, limit }) } };
});
