import { firstValue, pageNumber } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { ADMIN_PAGE_SIZE } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listAdminCompanies } from '@/lib/server/services/companies';
import { MAX_PAGE } from '@/lib/validations/pagination';

export const getServerSideProps = operatorLoader('companies:read', async (ctx) => {
  const q = firstValue(ctx.query.q).slice(0, 100);
  const page = pageNumber(ctx.query.page, { max: MAX_PAGE });
  const list = await listAdminCompanies(await getDb(), { q: q || undefined, page, limit: ADMIN_PAGE_SIZE });
  return { props: { list, q } };
});
