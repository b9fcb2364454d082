import { totalPages } from '@/lib/pagination';
import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { knowledgeListPage } from '@/lib/server/services/knowledge';
import { knowledgeHref } from '@/lib/validations/knowledge';

export const getServerSideProps = investorLoader(async (ctx) => {
  const page = await knowledgeListPage(await getDb(), 'investor', ctx.query);
  const last = totalPages(page.total, page.perPage);
  if (page.state.page > last) {
    return { redirect: { destination: knowledgeHref('/dashboard/UserKnowledgebase', page.state, { page: last }), permanent: false } };
  }
  return { props: page };
});
