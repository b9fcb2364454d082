import type { InferGetServerSidePropsType } from 'next';

import AdminListPage from '@/components/admin/AdminListPage';
import { DateTime, RecordName, statusFilter, searchFilter } from '@/components/kit/cells';
import { type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { ARTICLE_CATEGORY_LABELS } from '@/lib/articleCategories';
import { getServerSideProps } from '@/lib/server/loaders/admin/articles/index';
import { ARTICLE_STATUS_LABELS, ARTICLE_STATUSES } from '@/lib/status/articles';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Article = Props['list']['result'][number];

const COLUMNS: Column<Article>[] = [
  {
    label: 'Title',
    rowHeader: true,
    cell: (article) => <RecordName href={`/admin/articles/${article.id}`} name={article.title} detail={article.slug} />,
  },
  { label: 'Status', cell: (article) => <StatusBadge status={article.status} label={ARTICLE_STATUS_LABELS[article.status]} /> },
  { label: 'Category', cell: (article) => ARTICLE_CATEGORY_LABELS[article.category] },
  { label: 'Author', cell: (article) => article.author },
  { label: 'Goes public', className: 'text-slate-700', cell: (article) => <DateTime at={article.publishedAt} /> },
];

export default function AdminArticlesPage({ list, q, status }: Props) {
  return (
    <AdminListPage
      description="Every article, drafts and scheduled ones too, newest first. A change is on the site as soon as it is saved."
      list={list}
      filters={[searchFilter(q, 'Title or address (slug).'), statusFilter(status, ARTICLE_STATUSES)]}
      things="Articles"
      columns={COLUMNS}
    />
  );
}
