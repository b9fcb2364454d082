import type { InferGetServerSidePropsType } from 'next';
import { useRouter } from 'next/router';

import AdminPage from '@/components/admin/AdminPage';
import Notice from '@/components/admin/Notice';
import EntryForm from '@/components/admin/reference/EntryForm';
import { FAQ_FIELDS } from '@/components/admin/reference/referenceFields';
import { RecordName } from '@/components/kit/cells';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import { call } from '@/lib/contracts/client';
import { adminFaqCreatedApi } from '@/lib/contracts/reference';
import { getServerSideProps } from '@/lib/server/loaders/admin/faqs/index';
import { faqSchema } from '@/lib/validations/referenceAdmin';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Faq = Props['list']['result'][number];

const COLUMNS: Column<Faq>[] = [
  {
    label: 'Question',
    rowHeader: true,
    cell: (faq) => <RecordName href={`/admin/faqs/${faq.id}`} name={faq.question} detail={faq.category} />,
  },
  { label: 'Place', numeric: true, cell: (faq) => faq.position },
];

export default function AdminFaqsPage({ list, q }: Props) {
  const router = useRouter();
  return (
    <AdminPage
      title="FAQs"
      description="The questions on the site’s FAQ page, in their order there. A change is on the page as soon as it is saved."
    >
      <Notice message={typeof router.query.notice === 'string' ? router.query.notice : ''} />
      <ListPage
        {...pageOf(list)}
        path="/admin/faqs"
        filters={[{ kind: 'search', label: 'Search', value: q, hint: 'Question or category.' }]}
        caption={`Questions, ${list.total} in all`}
        columns={COLUMNS}
        empty={q ? 'No questions match.' : 'No questions yet.'}
      />
      <Section title="Add a question" className="mt-8">
        <EntryForm
          label="Add a question"
          schema={faqSchema}
          fields={FAQ_FIELDS}
          submitLabel="Add the question"
          onSave={async (values) => {
            const answer = await call(adminFaqCreatedApi, values);
            await router.push({ pathname: `/admin/faqs/${answer.data?.id ?? ''}`, query: { notice: answer.message } });
          }}
        />
      </Section>
    </AdminPage>
  );
}
