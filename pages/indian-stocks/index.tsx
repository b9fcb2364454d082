import type { InferGetStaticPropsType } from 'next';

import CompanyRecordsPage from '@/components/companies/CompanyRecordsPage';
import { getStaticProps } from '@/lib/server/loaders/indian-stocks/index';

export { getStaticProps };

export default function CompanyRecords(props: InferGetStaticPropsType<typeof getStaticProps>) {
  return <CompanyRecordsPage {...props} />;
}
