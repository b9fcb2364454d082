import type { GetStaticPropsContext } from 'next';

import { toPriceSeries } from '@/lib/priceSeries';
import { getDb } from '@/lib/server/db/client';
import { renderOnFirstRequest, staticLoader } from '@/lib/server/loaders/wrappers';
import { companyDetail } from '@/lib/server/services/companies';
import { companyMilestones } from '@/lib/server/services/ipo';

const askedSlug = (params: GetStaticPropsContext['params']) => String(params?.indian_stocks_details ?? '');

// Rendered on a slug's first request and reused; an operator's change to the company renders it again
// at once (updateAdminCompany). The minute bounds what a shared cache (CDN) keeps, which no refresh reaches.
const loadCompany = staticLoader({ revalidateSeconds: 60 }, async ({ params }) => {
  const db = await getDb();
  const detail = await companyDetail(db, askedSlug(params).toLowerCase());
  if (!detail) return { notFound: true };
  const ipoMilestones = await companyMilestones(db, detail.company.id);
  const {
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    urlName: _urlName,
    rank: _rank,
    brokerPricePaise: _broker,
    peers: _peers,
    // Not shown on the page (the stock counters change with every order, which does not render it again).
    buybackPricePaise: _buyback,
    availableQuantity: _available,
    reservedQuantity: _reserved,
    deliveredQuantity: _delivered,
    addedQuantity: _added,
    ...company
  } = detail.company;
  return {
    props: {
      company,
      prices: toPriceSeries(detail.prices),
      priceChanges: detail.priceChanges,
      fundamentals: detail.fundamentals,
      peers: detail.peers,
      ipoMilestones,
    },
  };
});

export const getStaticPaths = renderOnFirstRequest;

export async function getStaticProps(ctx: GetStaticPropsContext) {
  const result = await loadCompany(ctx);
  // One address per company: a differently-cased slug moves to the canonical one.
  if ('props' in result && askedSlug(ctx.params) !== result.props.company.slug) {
    return { redirect: { destination: `/indian-stocks/${result.props.company.slug}`, permanent: true }, revalidate: result.revalidate };
  }
  return result;
}
