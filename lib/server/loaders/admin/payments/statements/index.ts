import { getDb } from '@/lib/server/db/client';
import { listQuery } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listStatements } from '@/lib/server/services/bankStatements';
import { oneOf } from '@/lib/query';
import { STATEMENT_FORMATS } from '@/lib/status/bankStatements';

export const getServerSideProps = operatorLoader('payments:read', async (ctx) => {
  const { q, page, limit } = listQuery(ctx, []);
  const layout = oneOf(STATEMENT_FORMATS, ctx.query.layout) ?? undefined;
  return { props: { list: await listStatements(await getDb(), { q, layout, page, limit }), q: q ?? '', layout: layout ?? null } };
});
