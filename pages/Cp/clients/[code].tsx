import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import ClientDetail from '@/components/cp/ClientDetail';
import DashboardPage from '@/components/dashboard/DashboardPage';
import ButtonLink from '@/components/ui/ButtonLink';
import { formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/Cp/clients/[code]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function ClientPage({ client }: Props) {
  return (
    <DashboardPage
      title={client.fullName}
      description={
        client.sharingWithheld
          ? 'This client has withheld sharing their holdings, orders and KYC details with you. Your commissions on their past deals are not affected.'
          : `Holdings worth ${formatPaise(client.holdingsValuePaise)} at current prices.`
      }
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 text-sm">
        <Link href="/Cp/clients" className="text-brand-700 underline underline-offset-2">
          ← All clients
        </Link>
        <ButtonLink href={`/Cp/proposals?client=${encodeURIComponent(client.userUniqueCode)}`}>Propose a purchase</ButtonLink>
      </div>
      <ClientDetail client={client} />
    </DashboardPage>
  );
}
