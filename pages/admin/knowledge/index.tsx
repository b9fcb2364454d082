import type { InferGetServerSidePropsType } from 'next';

import AdminPage from '@/components/admin/AdminPage';
import NewRecordLink from '@/components/admin/NewRecordLink';
import { DateTime, RecordName } from '@/components/kit/cells';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import { getServerSideProps } from '@/lib/server/loaders/admin/knowledge/index';
import { KNOWLEDGE_AUDIENCES } from '@/lib/validations/knowledgeAdmin';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Article = Props['list']['result'][number];

const audienceLabel = (value: string) => KNOWLEDGE_AUDIENCES.find((audience) => audience.value === value)?.label ?? value;

const COLUMNS: Column<Article>[] = [
  {
    label: 'Title',
    rowHeader: true,
    cell: (article) => <RecordName href={`/admin/knowledge/${article.id}`} name={article.title} detail={article.slug} />,
  },
  { label: 'Audience', cell: (article) => audienceLabel(article.audience) },
  { label: 'Category', cell: (article) => article.category },
  { label: 'Published', cell: (article) => (article.published ? 'Yes' : 'Draft') },
  { label: 'Last change', className: 'text-slate-700', cell: (article) => <DateTime at={article.updatedAt} /> },
];

export default function AdminKnowledgePage({ list, q }: Props) {
  return (
    <AdminPage
      title="Knowledge base"
      description="Help articles for investors and partners, written in Markdown."
      aside={
        <NewRecordLink href="/admin/knowledge/new" permission="content:write">
          New article
        </NewRecordLink>
      }
    >
      <ListPage
        {...pageOf(list)}
        path="/admin/knowledge"
        filters={[{ kind: 'search', label: 'Search', value: q, hint: 'Title, slug or category.' }]}
        caption={`Articles, ${list.total} in all`}
        columns={COLUMNS}
        empty={q ? 'No articles match.' : 'No articles yet.'}
      />
    </AdminPage>
  );
}
