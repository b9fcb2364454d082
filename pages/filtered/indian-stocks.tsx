import type { InferGetServerSidePropsType } from 'next';

import CompanyRecordsPage from '@/components/companies/CompanyRecordsPage';
import { getServerSideProps } from '@/lib/server/loaders/filtered/indian-stocks';

export { getServerSideProps };

/** /indian-stocks?sector=…&sort=…&page=… (reached by a rewrite, lib/filteredViews.ts). */
export default function FilteredCompanyRecords(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <CompanyRecordsPage {...props} />;
}
