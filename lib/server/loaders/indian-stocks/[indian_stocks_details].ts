import type { GetServerSidePropsContext } from 'next';

import { getDb } from '@/lib/server/db/client';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { companyDetail } from '@/lib/server/services/companies';

const askedSlug = (params: GetServerSidePropsContext['params']) => String(params?.indian_stocks_details ?? '');

// Same for every visitor and shared-cached for 60 s anyway: each process reuses it for 30 s.
const loadCompany = publicLoader(
  { cacheSeconds: 60, memoKey: ({ params }) => `company:${askedSlug(params).toLowerCase()}` },
  async ({ params }) => {
    const detail = await companyDetail(await getDb(), askedSlug(params).toLowerCase());
    if (!detail) return { notFound: true };
    const {
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      urlName: _urlName,
      rank: _rank,
      brokerPricePaise: _broker,
      peers: _peers,
      ...company
    } = detail.company;
    return { props: { company, prices: detail.prices, fundamentals: detail.fundamentals, peers: detail.peers } };
  },
);

export async function getServerSideProps(ctx: GetServerSidePropsContext) {
  const result = await loadCompany(ctx);
  // One address per company: a differently-cased slug moves to the canonical one (shared-cached too).
  if ('props' in result && askedSlug(ctx.params) !== result.props.company.slug) {
    return { redirect: { destination: `/indian-stocks/${result.props.company.slug}`, permanent: true } };
  }
  return result;
}
