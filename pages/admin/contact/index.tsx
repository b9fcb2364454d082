import type { InferGetServerSidePropsType } from 'next';

import { CONTACT_COLUMNS } from '@/components/admin/inbox/contactColumns';
import InboxList from '@/components/admin/inbox/InboxList';
import { getServerSideProps } from '@/lib/server/loaders/admin/contact/index';

export { getServerSideProps };

export default function ContactInboxPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <InboxList
      title="Contact inbox"
      description="Messages from the site’s contact form, newest first. Mark each handled once it is answered."
      path="/admin/contact"
      searchHint="Name, email or subject."
      plural="Messages"
      columns={CONTACT_COLUMNS}
      {...props}
    />
  );
}
