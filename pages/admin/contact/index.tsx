import type { InferGetServerSidePropsType } from 'next';

import { CONTACT_COLUMNS, CONTACT_INBOXES } from '@/components/admin/inbox/contactColumns';
import InboxList from '@/components/admin/inbox/InboxList';
import { getServerSideProps } from '@/lib/server/loaders/admin/contact/index';

export { getServerSideProps };

export default function ContactInboxPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <InboxList {...CONTACT_INBOXES.contact} columns={CONTACT_COLUMNS} {...props} />;
}
