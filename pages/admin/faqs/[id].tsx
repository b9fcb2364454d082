import type { InferGetServerSidePropsType } from 'next';
import { useRouter } from 'next/router';

import AdminPage from '@/components/admin/AdminPage';
import Notice from '@/components/admin/Notice';
import EntryForm from '@/components/admin/reference/EntryForm';
import { FAQ_FIELDS } from '@/components/admin/reference/referenceFields';
import { call } from '@/lib/contracts/client';
import { adminFaqDeletedApi, adminFaqUpdatedApi } from '@/lib/contracts/reference';
import { getServerSideProps } from '@/lib/server/loaders/admin/faqs/[id]';
import { faqSchema } from '@/lib/validations/referenceAdmin';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function EditFaqPage({ faq }: Props) {
  const router = useRouter();
  const params = { id: faq.id };
  const done = (pathname: string, notice: string) => router.push({ pathname, query: { notice } });
  return (
    <AdminPage
      title={faq.question}
      description={`Under “${faq.category}” on the FAQ page.`}
      back={{ href: '/admin/faqs', label: 'All questions' }}
    >
      <Notice message={typeof router.query.notice === 'string' ? router.query.notice : ''} />
      <EntryForm
        label="Question"
        schema={faqSchema}
        fields={FAQ_FIELDS}
        initial={faq}
        submitLabel="Save the question"
        onSave={async (values) => done(router.asPath.split('?')[0] ?? '', (await call(adminFaqUpdatedApi, values, { params })).message)}
        remove={{
          title: 'Remove this question?',
          body: `“${faq.question}” leaves the FAQ page at once.`,
          onConfirm: async () => done('/admin/faqs', (await call(adminFaqDeletedApi, undefined, { params })).message),
        }}
      />
    </AdminPage>
  );
}
