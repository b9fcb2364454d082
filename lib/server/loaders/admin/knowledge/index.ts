import { firstValue, pageNumber } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { ADMIN_PAGE_SIZE } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listKnowledgeAdmin } from '@/lib/server/services/knowledgeAdmin';
import { MAX_PAGE } from '@/lib/validations/pagination';

export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const q = firstValue(ctx.query.q).trim().slice(0, 100);
  const list = await listKnowledgeAdmin(await getDb(), {
    q: q || undefined,
    page: pageNumber(ctx.query.page, { max: MAX_PAGE }),
    limit: ADMIN_PAGE_SIZE,
  });
  return { props: { list, q } };
});
