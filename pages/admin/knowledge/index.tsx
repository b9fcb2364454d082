import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import AdminPage from '@/components/admin/AdminPage';
import { formatDateTime } from '@/components/admin/age';
import ListFilters, { listHref } from '@/components/admin/ListFilters';
import Pagination from '@/components/Pagination';
import DataTable from '@/components/ui/DataTable';
import { totalPages } from '@/lib/pagination';
import { getServerSideProps } from '@/lib/server/loaders/admin/knowledge/index';
import { KNOWLEDGE_AUDIENCES } from '@/lib/validations/knowledgeAdmin';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const COLUMNS = ['Title', 'Audience', 'Category', 'Published', 'Last change'].map((label) => ({
  label,
  className: 'px-3 py-2 text-left text-sm font-semibold text-slate-700',
}));

const audienceLabel = (value: string) => KNOWLEDGE_AUDIENCES.find((audience) => audience.value === value)?.label ?? value;

export default function AdminKnowledgePage({ list, q }: Props) {
  return (
    <AdminPage
      title="Knowledge base"
      description="Help articles for investors and partners, written in Markdown."
      aside={
        <Link
          href="/admin/knowledge/new"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          New article
        </Link>
      }
    >
      <ListFilters action="/admin/knowledge" search={{ label: 'Search', value: q, hint: 'Title, slug or category.' }} />
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
                  <Link href={`/admin/knowledge/${article.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                    {article.title}
                  </Link>
                  <span className="block font-mono text-xs text-slate-600">{article.slug}</span>
                </th>
                <td className="px-3 py-2">{audienceLabel(article.audience)}</td>
                <td className="px-3 py-2">{article.category}</td>
                <td className="px-3 py-2">{article.published ? 'Yes' : 'Draft'}</td>
                <td className="px-3 py-2 text-slate-700">
                  <time dateTime={article.updatedAt}>{formatDateTime(article.updatedAt)}</time>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <Pagination
        page={list.page}
        totalPages={totalPages(list.total, list.limit)}
        hrefFor={(page) => listHref('/admin/knowledge', { q, page })}
      />
    </AdminPage>
  );
}
