import type { InferGetServerSidePropsType } from 'next';

import { GLOSSARY_DESK } from '@/components/admin/reference/desks';
import { DeskEntry } from '@/components/admin/reference/ReferenceDesk';
import { getServerSideProps } from '@/lib/server/loaders/admin/glossary/[id]';

export { getServerSideProps };

export default function EditGlossaryTermPage({ term }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <DeskEntry desk={GLOSSARY_DESK} row={term} />;
}
