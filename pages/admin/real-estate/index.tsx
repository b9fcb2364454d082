import type { InferGetServerSidePropsType } from 'next';

import { LISTING_DESK } from '@/components/admin/reference/contentDesks';
import { DeskList } from '@/components/admin/reference/ReferenceDesk';
import { getServerSideProps } from '@/lib/server/loaders/admin/real-estate/index';

export { getServerSideProps };

export default function AdminListingsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <DeskList desk={LISTING_DESK} {...props} />;
}
