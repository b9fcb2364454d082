// The console's pages for a simple kind of entry the content desk keeps (FAQs, glossary terms): the
// list with a form to add one, and one entry's page to change or remove it. Each kind is a Desk below.
import { useRouter } from 'next/router';
import type { ZodType, z } from 'zod';

import AdminPage from '@/components/admin/AdminPage';
import Notice from '@/components/admin/Notice';
import EntryForm from '@/components/admin/reference/EntryForm';
import { listHref } from '@/components/kit/ListFilters';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import type { FieldSpec } from '@/components/forms/FormFields';

type Saved = Promise<{ message: string; data?: { id: number } | null }>;

export interface Desk<S extends ZodType, Row extends { id: number }> {
  title: string;
  description: string;
  /** The list's path: /admin/faqs. */
  path: string;
  /** The list's API, which also answers its CSV (`format=csv`): /api/v1/admin/faqs. */
  api: string;
  searchHint: string;
  /** "Questions", "question": the caption and the empty line. */
  plural: string;
  singular: string;
  columns: Column<Row>[];
  schema: S;
  fields: readonly FieldSpec[];
  /** The entry page's heading and line under it. */
  heading: (row: Row) => string;
  /** The form's values for a row, where they are not the row's own fields (an amount typed in rupees). */
  formValues?: (row: Row) => object;
  about: (row: Row) => string;
  create: (values: z.output<S>) => Saved;
  update: (id: number, values: z.output<S>) => Saved;
  remove: (id: number) => Saved;
}

const noticeOf = (query: Record<string, unknown>) => (typeof query.notice === 'string' ? query.notice : '');

export function DeskList<S extends ZodType, Row extends { id: number }>({
  desk,
  list,
  q,
}: {
  desk: Desk<S, Row>;
  list: Parameters<typeof pageOf<Row>>[0];
  q: string;
}) {
  const router = useRouter();
  return (
    <AdminPage title={desk.title} description={desk.description}>
      <Notice message={noticeOf(router.query)} />
      <ListPage
        {...pageOf(list)}
        path={desk.path}
        filters={[{ kind: 'search', label: 'Search', value: q, hint: desk.searchHint }]}
        csv={{ href: listHref(desk.api, { q, format: 'csv' }), label: 'Download CSV' }}
        caption={`${desk.plural}, ${list.total} in all`}
        columns={desk.columns}
        empty={q ? `No ${desk.plural.toLowerCase()} match.` : `No ${desk.plural.toLowerCase()} yet.`}
      />
      <Section title={`Add a ${desk.singular}`} className="mt-8">
        <EntryForm
          label={`Add a ${desk.singular}`}
          schema={desk.schema}
          fields={desk.fields}
          submitLabel={`Add the ${desk.singular}`}
          onSave={async (values) => {
            const answer = await desk.create(values);
            await router.push({ pathname: `${desk.path}/${String(answer.data?.id ?? '')}`, query: { notice: answer.message } });
          }}
        />
      </Section>
    </AdminPage>
  );
}

export function DeskEntry<S extends ZodType, Row extends { id: number }>({ desk, row }: { desk: Desk<S, Row>; row: Row }) {
  const router = useRouter();
  const done = (pathname: string, answer: { message: string }) => router.push({ pathname, query: { notice: answer.message } });
  return (
    <AdminPage
      title={desk.heading(row)}
      description={desk.about(row)}
      back={{ href: desk.path, label: `All ${desk.plural.toLowerCase()}` }}
    >
      <Notice message={noticeOf(router.query)} />
      <EntryForm
        label={desk.singular}
        schema={desk.schema}
        fields={desk.fields}
        initial={desk.formValues?.(row) ?? row}
        submitLabel={`Save the ${desk.singular}`}
        onSave={async (values) => done(`${desk.path}/${String(row.id)}`, await desk.update(row.id, values))}
        remove={{
          title: `Remove this ${desk.singular}?`,
          body: `“${desk.heading(row)}” leaves the site at once.`,
          onConfirm: async () => done(desk.path, await desk.remove(row.id)),
        }}
      />
    </AdminPage>
  );
}
