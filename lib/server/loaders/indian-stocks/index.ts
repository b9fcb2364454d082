import type { ParsedUrlQuery } from 'node:querystring';

import type { Serialized } from '@/lib/serialize';
import { getDb } from '@/lib/server/db/client';
import { staticLoader } from '@/lib/server/loaders/wrappers';
import { companySectors, listCompanyRecords } from '@/lib/server/services/companies';
import { COMPANY_RECORDS_PAGE_SIZE, parseCompanyRecordsQuery } from '@/lib/validations/companies';

/** The company records for a query (the plain list for none). */
export async function companyRecordsProps(query: ParsedUrlQuery) {
  const db = await getDb();
  const sectors = await companySectors(db);
  const parsed = parseCompanyRecordsQuery(query, sectors);
  const { result, total, page } = await listCompanyRecords(db, parsed, COMPANY_RECORDS_PAGE_SIZE);
  return { state: { ...parsed, page }, sectors, companies: result, total };
}

export type CompanyRecordsProps = Serialized<Awaited<ReturnType<typeof companyRecordsProps>>>;

// The plain list, rendered once and reused: an operator's company change renders it again at once; the
// minute bounds what a shared cache keeps. Filtered views: /filtered/indian-stocks.
export const getStaticProps = staticLoader({ revalidateSeconds: 60 }, async () => ({ props: await companyRecordsProps({}) }));
