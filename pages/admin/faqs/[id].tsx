import type { InferGetServerSidePropsType } from 'next';

import { FAQ_DESK } from '@/components/admin/reference/desks';
import { DeskEntry } from '@/components/admin/reference/ReferenceDesk';
import { getServerSideProps } from '@/lib/server/loaders/admin/faqs/[id]';

export { getServerSideProps };

export default function EditFaqPage({ faq }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <DeskEntry desk={FAQ_DESK} row={faq} />;
}
