import type { InferGetServerSidePropsType } from 'next';

import AdminPage from '@/components/admin/AdminPage';
import { DateTime, RecordName } from '@/components/kit/cells';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import { ARTICLE_CATEGORY_LABELS } from '@/lib/articleCategories';
import { getServerSideProps } from '@/lib/server/loaders/admin/articles/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Article = Props['list']['result'][number];

const COLUMNS: Column<Article>[] = [
  {
    label: 'Title',
    rowHeader: true,
    cell: (article) => <RecordName href={`/admin/articles/${article.id}`} name={article.title} detail={article.slug} />,
  },
  { label: 'Category', cell: (article) => ARTICLE_CATEGORY_LABELS[article.category] },
  { label: 'Author', cell: (article) => article.author },
  { label: 'Published', className: 'text-slate-700', cell: (article) => <DateTime at={article.publishedAt} /> },
];

export default function AdminArticlesPage({ list, q }: Props) {
  return (
    <AdminPage title="News" description="Published articles, newest first. A correction is on the site as soon as it is saved.">
      <ListPage
        {...pageOf(list)}
        path="/admin/articles"
        filters={[{ kind: 'search', label: 'Search', value: q, hint: 'Title or address (slug).' }]}
        caption={`Articles, ${list.total} in all`}
        columns={COLUMNS}
        empty={q ? 'No articles match.' : 'No articles yet.'}
      />
    </AdminPage>
  );
}
