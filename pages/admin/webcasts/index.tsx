import type { InferGetServerSidePropsType } from 'next';

import { WEBCAST_DESK } from '@/components/admin/reference/contentDesks';
import { DeskList } from '@/components/admin/reference/ReferenceDesk';
import { getServerSideProps } from '@/lib/server/loaders/admin/webcasts/index';

export { getServerSideProps };

export default function AdminWebcastsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <DeskList desk={WEBCAST_DESK} {...props} />;
}
