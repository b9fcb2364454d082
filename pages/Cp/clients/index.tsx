import type { InferGetServerSidePropsType } from 'next';

import PartnerClientsTable from '@/components/cp/PartnerClientsTable';
import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import Pagination from '@/components/Pagination';
import { totalPages } from '@/lib/pagination';
import { getServerSideProps } from '@/lib/server/loaders/Cp/clients/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function ClientsPage({ clients, total, page, perPage }: Props) {
  return (
    <DashboardPage title="Clients" description="Investors who joined with your partnership code.">
      {total === 0 ? (
        <EmptyState icon="clients" title="No clients yet" action={{ href: '/Cp/cp-profile', label: 'Get your referral link' }}>
          Investors who sign up with your partnership code or referral link will appear here.
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {total === 1 ? '1 client' : `${total} clients`}
            {total > perPage && `, page ${page} of ${totalPages(total, perPage)}`}
          </p>
          <PartnerClientsTable clients={clients} caption="Your clients" />
          <Pagination
            page={page}
            totalPages={totalPages(total, perPage)}
            hrefFor={(n) => (n > 1 ? `/Cp/clients?page=${n}` : '/Cp/clients')}
          />
        </>
      )}
    </DashboardPage>
  );
}
