import { totalPages } from '@/lib/pagination';
import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { companySectors } from '@/lib/server/services/companies';
import { listPartnerShares } from '@/lib/server/services/partnerShares';
import { parseSharelistState, sharelistHref, SHARELIST_PAGE_SIZE } from '@/lib/validations/partnerShares';

// The list's state is the URL's: the GET form works without JavaScript, and links can be shared.
export const getServerSideProps = partnerLoader(async (ctx) => {
  const db = await getDb();
  const sectors = await companySectors(db);
  const state = parseSharelistState(ctx.query, sectors);
  const list = await listPartnerShares(db, {
    q: state.q || undefined,
    sector: state.sector ?? undefined,
    status: state.status ?? undefined,
    sort: state.sort,
    order: state.order,
    page: state.page,
    limit: SHARELIST_PAGE_SIZE,
  });
  const last = totalPages(list.total, SHARELIST_PAGE_SIZE);
  if (state.page > last) return { redirect: { destination: sharelistHref(state, { page: last }), permanent: false } };
  return { props: { state, sectors, shares: list.result, total: list.total, perPage: SHARELIST_PAGE_SIZE } };
});
