import type { InferGetServerSidePropsType } from 'next';

import { CONTACT_COLUMNS, CONTACT_INBOXES } from '@/components/admin/inbox/contactColumns';
import InboxList from '@/components/admin/inbox/InboxList';
import { getServerSideProps } from '@/lib/server/loaders/admin/enquiries/index';

export { getServerSideProps };

export default function StartupEnquiriesPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <InboxList {...CONTACT_INBOXES.startup} columns={CONTACT_COLUMNS} {...props} />;
}
