import type { InferGetServerSidePropsType } from 'next';

import { GLOSSARY_DESK } from '@/components/admin/reference/desks';
import { DeskList } from '@/components/admin/reference/ReferenceDesk';
import { getServerSideProps } from '@/lib/server/loaders/admin/glossary/index';

export { getServerSideProps };

export default function AdminGlossaryPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <DeskList desk={GLOSSARY_DESK} {...props} />;
}
