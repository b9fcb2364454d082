import type { InferGetServerSidePropsType } from 'next';

import { FAQ_DESK } from '@/components/admin/reference/desks';
import { DeskList } from '@/components/admin/reference/ReferenceDesk';
import { getServerSideProps } from '@/lib/server/loaders/admin/faqs/index';

export { getServerSideProps };

export default function AdminFaqsPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <DeskList desk={FAQ_DESK} {...props} />;
}
