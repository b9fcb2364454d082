import type { InferGetServerSidePropsType } from 'next';

import { CONTACT_COLUMNS } from '@/components/admin/inbox/contactColumns';
import InboxList from '@/components/admin/inbox/InboxList';
import { getServerSideProps } from '@/lib/server/loaders/admin/enquiries/index';

export { getServerSideProps };

export default function StartupEnquiriesPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <InboxList
      title="Startup enquiries"
      description="Investors asking about a startup from its page, newest first. Mark each handled once the startups desk has called."
      path="/admin/enquiries"
      searchHint="Name, email or startup."
      plural="Enquiries"
      columns={CONTACT_COLUMNS}
      {...props}
    />
  );
}
