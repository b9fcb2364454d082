import type { InferGetServerSidePropsType } from 'next';

import { WEBCAST_DESK } from '@/components/admin/reference/contentDesks';
import { DeskEntry } from '@/components/admin/reference/ReferenceDesk';
import { getServerSideProps } from '@/lib/server/loaders/admin/webcasts/[id]';

export { getServerSideProps };

export default function EditWebcastPage({ webcast }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <DeskEntry desk={WEBCAST_DESK} row={webcast} />;
}
