import type { InferGetServerSidePropsType } from 'next';

import { LISTING_DESK } from '@/components/admin/reference/contentDesks';
import { DeskEntry } from '@/components/admin/reference/ReferenceDesk';
import { getServerSideProps } from '@/lib/server/loaders/admin/real-estate/[id]';

export { getServerSideProps };

export default function EditListingPage({ listing }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <DeskEntry desk={LISTING_DESK} row={listing} />;
}
