import type { InferGetServerSidePropsType } from 'next';

import DashboardPage from '@/components/dashboard/DashboardPage';
import TicketPage from '@/components/support/TicketPage';
import { getServerSideProps } from '@/lib/server/loaders/Cp/support/[id]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function PartnerTicketPage({ ticket }: Props) {
  return (
    <DashboardPage title={ticket.subject}>
      <TicketPage area="cp" ticket={ticket} />
    </DashboardPage>
  );
}
