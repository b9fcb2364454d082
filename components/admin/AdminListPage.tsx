// A console list page: the page's frame (title, intro, actions beside the heading, a notice after an
// action) around the kit's ListPage, with the caption, the empty line and the CSV link every console
// list words alike. Every list of the console is one of these.
import type { ReactNode } from 'react';

import AdminPage from '@/components/admin/AdminPage';
import NewRecordLink from '@/components/admin/NewRecordLink';
import Notice from '@/components/admin/Notice';
import { listHref, type ListQuery } from '@/components/kit/ListFilters';
import ListPage, { pageOf, type ListPageProps } from '@/components/kit/ListPage';
import type { Permission } from '@/lib/permissions';

interface Props<Row> extends Omit<ListPageProps<Row>, 'rows' | 'page' | 'totalPages' | 'caption' | 'empty' | 'csv'> {
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  /** The list's "new" page, beside the title for staff whose roles may add one: "Write an article". */
  add?: { href: string; permission: Permission; label: string };
  /** What the last action did, shown above the list. */
  notice?: string;
  /** Drawn above the list: a form that adds to it (a statement upload). */
  above?: ReactNode;
  list: Parameters<typeof pageOf<Row>>[0];
  /** The rows, in the plural and capitalised ("Sell requests"): the caption reads "Sell requests, 12 in all". */
  things: string;
  /** Whether a filter is set: the empty line then reads "No sell requests match these filters." */
  filtered: boolean;
  /** The empty line with no filter set: "No sell requests yet." by default. */
  none?: ReactNode;
  /** The API path whose `format=csv` answers the same rows, and the list's filters to send it. */
  csv?: { api: string; query: ListQuery };
}

export default function AdminListPage<Row>({
  title,
  description,
  aside,
  add,
  notice,
  above,
  list,
  things,
  filtered,
  none,
  csv,
  ...rest
}: Props<Row>) {
  const lower = things.toLowerCase();
  return (
    <AdminPage
      title={title}
      description={description}
      aside={
        aside ??
        (add && (
          <NewRecordLink href={add.href} permission={add.permission}>
            {add.label}
          </NewRecordLink>
        ))
      }
    >
      {notice !== undefined && <Notice message={notice} />}
      {above && <div className="mb-8">{above}</div>}
      <ListPage
        {...pageOf(list)}
        {...rest}
        csv={csv && { href: listHref(csv.api, { ...csv.query, format: 'csv' }), label: 'Download CSV' }}
        caption={`${things}, ${list.total} in all`}
        empty={filtered ? `No ${lower} match these filters.` : (none ?? `No ${lower} yet.`)}
      />
    </AdminPage>
  );
}
