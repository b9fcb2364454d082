import type { InferGetServerSidePropsType } from 'next';
import { useRouter } from 'next/router';

import AdminPage from '@/components/admin/AdminPage';
import Notice from '@/components/admin/Notice';
import EntryForm from '@/components/admin/reference/EntryForm';
import { GLOSSARY_FIELDS } from '@/components/admin/reference/referenceFields';
import { RecordName } from '@/components/kit/cells';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import { call } from '@/lib/contracts/client';
import { adminGlossaryCreatedApi } from '@/lib/contracts/reference';
import { getServerSideProps } from '@/lib/server/loaders/admin/glossary/index';
import { glossaryTermSchema } from '@/lib/validations/referenceAdmin';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Term = Props['list']['result'][number];

const COLUMNS: Column<Term>[] = [
  {
    label: 'Term',
    rowHeader: true,
    cell: (term) => <RecordName href={`/admin/glossary/${term.id}`} name={term.term} detail={`#${term.slug}`} />,
  },
  { label: 'Definition', className: 'text-slate-700', cell: (term) => term.definition },
];

export default function AdminGlossaryPage({ list, q }: Props) {
  const router = useRouter();
  return (
    <AdminPage
      title="Glossary"
      description="The terms on the site’s glossary page, A to Z. A change is on the page as soon as it is saved."
    >
      <Notice message={typeof router.query.notice === 'string' ? router.query.notice : ''} />
      <ListPage
        {...pageOf(list)}
        path="/admin/glossary"
        filters={[{ kind: 'search', label: 'Search', value: q, hint: 'Term or definition.' }]}
        caption={`Terms, ${list.total} in all`}
        columns={COLUMNS}
        empty={q ? 'No terms match.' : 'No terms yet.'}
      />
      <Section title="Add a term" className="mt-8">
        <EntryForm
          label="Add a term"
          schema={glossaryTermSchema}
          fields={GLOSSARY_FIELDS}
          submitLabel="Add the term"
          onSave={async (values) => {
            const answer = await call(adminGlossaryCreatedApi, values);
            await router.push({ pathname: `/admin/glossary/${answer.data?.id ?? ''}`, query: { notice: answer.message } });
          }}
        />
      </Section>
    </AdminPage>
  );
}
