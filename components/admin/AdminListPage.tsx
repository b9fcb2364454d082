// A console list page: the page's frame (title, intro, actions beside the heading, a notice after an
// action) around the kit's ListPage, with the caption, the empty line and the CSV link every console
// list words alike. Every list of the console is one of these. What the route table and the
// permissions already say is not said again on the page: the title is the page's sidebar label, the
// link to a "new" page is there when the table has one (shown to staff whose roles open it), and the
// CSV link sends the API of the same path the filters the list shows.
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';

import AdminPage from '@/components/admin/AdminPage';
import NewRecordLink from '@/components/admin/NewRecordLink';
import Notice from '@/components/admin/Notice';
import { anyFilterSet, filterQuery, listHref, type ListQuery } from '@/components/kit/ListFilters';
import ListPage, { pageOf, type ListPageProps } from '@/components/kit/ListPage';
import { CONSOLE_PAGE_PERMISSIONS } from '@/lib/permissions';
import { routeTitle } from '@/lib/routes';

interface Props<Row> extends Omit<ListPageProps<Row>, 'rows' | 'page' | 'totalPages' | 'caption' | 'empty' | 'csv' | 'path'> {
  /** By default the page's sidebar label. */
  title?: string;
  description?: ReactNode;
  aside?: ReactNode;
  /** What the last action did, shown above the list. */
  notice?: string;
  /** Drawn above the list: a form that adds to it (a statement upload). */
  above?: ReactNode;
  list: Parameters<typeof pageOf<Row>>[0];
  /** The rows, in the plural and capitalised ("Sell requests"): the caption reads "Sell requests, 12 in all". */
  things: string;
  /** Whether a filter is set: the empty line then reads "No sell requests match these filters." By default, whether a filter has a value. */
  filtered?: boolean;
  /** The empty line with no filter set: "No sell requests yet." by default. */
  none?: ReactNode;
  /** Where `format=csv` answers the same rows: by default the API of the page's path (/api/v1/admin/…) with the filters' values. */
  csv?: { api?: string; query?: ListQuery } | false;
}

export default function AdminListPage<Row>({
  title,
  description,
  aside,
  notice,
  above,
  list,
  things,
  filtered,
  none,
  csv,
  ...rest
}: Props<Row>) {
  const path = useRouter().pathname;
  const lower = things.toLowerCase();
  const add = `${path}/new`;
  const addLabel = routeTitle(add);
  const addPermission = CONSOLE_PAGE_PERMISSIONS[add];
  const filters = rest.filters ?? [];
  const isFiltered = filtered ?? anyFilterSet(filters);
  return (
    <AdminPage
      title={title}
      description={description}
      aside={
        aside ??
        (addLabel && addPermission && addPermission !== 'staff' && (
          <NewRecordLink href={add} permission={addPermission}>
            {addLabel}
          </NewRecordLink>
        ))
      }
    >
      {notice !== undefined && <Notice message={notice} />}
      {above && <div className="mb-8">{above}</div>}
      <ListPage
        {...pageOf(list)}
        {...rest}
        path={path}
        csv={
          csv === false
            ? undefined
            : {
                href: listHref(csv?.api ?? `/api/v1${path}`, { ...(csv?.query ?? filterQuery(filters)), format: 'csv' }),
                label: 'Download CSV',
              }
        }
        caption={`${things}, ${list.total} in all`}
        empty={isFiltered ? `No ${lower} match these filters.` : (none ?? `No ${lower} yet.`)}
      />
    </AdminPage>
  );
}
