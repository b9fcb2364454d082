import type { InferGetServerSidePropsType } from 'next';
import { useRouter } from 'next/router';

import AdminPage from '@/components/admin/AdminPage';
import Notice from '@/components/admin/Notice';
import EntryForm from '@/components/admin/reference/EntryForm';
import { GLOSSARY_FIELDS } from '@/components/admin/reference/referenceFields';
import { call } from '@/lib/contracts/client';
import { adminGlossaryDeletedApi, adminGlossaryUpdatedApi } from '@/lib/contracts/reference';
import { getServerSideProps } from '@/lib/server/loaders/admin/glossary/[id]';
import { glossaryTermSchema } from '@/lib/validations/referenceAdmin';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function EditGlossaryTermPage({ term }: Props) {
  const router = useRouter();
  const params = { id: term.id };
  const done = (pathname: string, notice: string) => router.push({ pathname, query: { notice } });
  return (
    <AdminPage
      title={term.term}
      description={`On the glossary page at /glossary#${term.slug}.`}
      back={{ href: '/admin/glossary', label: 'All terms' }}
    >
      <Notice message={typeof router.query.notice === 'string' ? router.query.notice : ''} />
      <EntryForm
        label="Term"
        schema={glossaryTermSchema}
        fields={GLOSSARY_FIELDS}
        initial={term}
        submitLabel="Save the term"
        onSave={async (values) =>
          done(router.asPath.split('?')[0] ?? '', (await call(adminGlossaryUpdatedApi, values, { params })).message)
        }
        remove={{
          title: 'Remove this term?',
          body: `“${term.term}” leaves the glossary page at once.`,
          onConfirm: async () => done('/admin/glossary', (await call(adminGlossaryDeletedApi, undefined, { params })).message),
        }}
      />
    </AdminPage>
  );
}
