import { totalPages } from '@/lib/pagination';
import { firstValue, pageNumber } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { listResearchReports } from '@/lib/server/services/researchReports';
import { MAX_PAGE } from '@/lib/validations/pagination';

export const getServerSideProps = partnerLoader(async (ctx) => {
  const q = firstValue(ctx.query.q).trim().slice(0, 100);
  const page = pageNumber(ctx.query.page, { max: MAX_PAGE, maxDigits: 6 });
  const list = await listResearchReports(await getDb(), { q, page });
  const last = totalPages(list.total, list.perPage);
  if (page > last) {
    const params = new URLSearchParams({ ...(q && { q }), ...(last > 1 && { page: String(last) }) });
    return { redirect: { destination: `/Cp/research_report${params.size ? `?${params}` : ''}`, permanent: false } };
  }
  return { props: { ...list, q } };
});
