import type { InferGetServerSidePropsType } from 'next';

import AdminListPage from '@/components/admin/AdminListPage';
import { DateTime, RecordName, searchFilter } from '@/components/kit/cells';
import { type Column } from '@/components/kit/ListPage';
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
    <AdminListPage
      description="Help articles for investors and partners, written in Markdown."
      list={list}
      filters={[searchFilter(q, 'Title, slug or category.')]}
      things="Articles"
      columns={COLUMNS}
    />
  );
}
