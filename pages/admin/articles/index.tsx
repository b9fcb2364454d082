import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import AdminPage from '@/components/admin/AdminPage';
import { formatDateTime } from '@/components/admin/age';
import ListFilters, { listHref } from '@/components/admin/ListFilters';
import Pagination from '@/components/Pagination';
import DataTable from '@/components/ui/DataTable';
import { ARTICLE_CATEGORY_LABELS } from '@/lib/articleCategories';
import { totalPages } from '@/lib/pagination';
import { getServerSideProps } from '@/lib/server/loaders/admin/articles/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const COLUMNS = ['Title', 'Category', 'Author', 'Published'].map((label) => ({
  label,
  className: 'px-3 py-2 text-left text-sm font-semibold text-slate-700',
}));

export default function AdminArticlesPage({ list, q }: Props) {
  return (
    <AdminPage title="News" description="Published articles, newest first. A correction is on the site as soon as it is saved.">
      <ListFilters action="/admin/articles" search={{ label: 'Search', value: q, hint: 'Title or address (slug).' }} />
      {list.result.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {q ? 'No articles match.' : 'No articles yet.'}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <DataTable caption={`Articles, ${list.total} in all`} columns={COLUMNS} className="min-w-full" headClassName="bg-slate-50">
            {list.result.map((article) => (
              <tr key={article.id} className="text-sm">
                <th scope="row" className="px-3 py-2 text-left">
                  <Link href={`/admin/articles/${article.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                    {article.title}
                  </Link>
                  <span className="block font-mono text-xs text-slate-600">{article.slug}</span>
                </th>
                <td className="px-3 py-2">{ARTICLE_CATEGORY_LABELS[article.category]}</td>
                <td className="px-3 py-2">{article.author}</td>
                <td className="px-3 py-2 text-slate-700">
                  <time dateTime={article.publishedAt}>{formatDateTime(article.publishedAt)}</time>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <Pagination
        page={list.page}
        totalPages={totalPages(list.total, list.limit)}
        hrefFor={(page) => listHref('/admin/articles', { q, page })}
      />
    </AdminPage>
  );
}
