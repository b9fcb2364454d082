import type { InferGetServerSidePropsType } from 'next';

import { inboxStatusColumn, receivedColumn } from '@/components/admin/inbox/contactColumns';
import InboxList from '@/components/admin/inbox/InboxList';
import { PersonCell, RecordLink } from '@/components/kit/cells';
import type { Column } from '@/components/kit/ListPage';
import { getServerSideProps } from '@/lib/server/loaders/admin/careers/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Application = Props['list']['result'][number];

const columns: Column<Application>[] = [
  {
    label: 'Applicant',
    rowHeader: true,
    cell: (application) => (
      <RecordLink href={`/admin/careers/${application.id}`}>
        <PersonCell person={application} />
      </RecordLink>
    ),
  },
  { label: 'Position', cell: (application) => application.opening },
  inboxStatusColumn(),
  receivedColumn(),
];

export default function ApplicationsPage(props: Props) {
  return (
    <InboxList
      title="Job applications"
      description="Applications from the careers page with their résumés, newest first."
      api={{ path: '/api/v1/admin/careers' }}
      searchHint="Name, email or position."
      plural="Applications"
      columns={columns}
      {...props}
    />
  );
}
