import { getDb } from '@/lib/server/db/client';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { companySectors, listCompanyRecords } from '@/lib/server/services/companies';
import { COMPANY_RECORDS_PAGE_SIZE, parseCompanyRecordsQuery } from '@/lib/validations/companies';

export const getServerSideProps = publicLoader({ cacheSeconds: 60 }, async ({ query }) => {
  const db = await getDb();
  const sectors = await companySectors(db);
  const parsed = parseCompanyRecordsQuery(query, sectors);
  const { result, total, page } = await listCompanyRecords(db, parsed, COMPANY_RECORDS_PAGE_SIZE);
  return { props: { state: { ...parsed, page }, sectors, companies: result, total } };
});
