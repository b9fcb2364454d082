// A console inbox (contact messages, startup enquiries, job applications): search and a status kept in
// the URL, newest first, new ones by default. The page gives its columns.
import AdminListPage from '@/components/admin/AdminListPage';
import { type pageOf, type Column } from '@/components/kit/ListPage';
import { choiceFilter, searchFilter } from '@/components/kit/cells';
import { INBOX_STATUS_LABELS, type InboxStatus } from '@/lib/status/inbox';

interface Props<Row> {
  /** By default the page's sidebar label. */
  title?: string;
  description: string;
  /** The list's API (its `format=csv` is the download), and the inbox it reads where one API serves two. */
  api: { path: string; kind?: string };
  searchHint: string;
  /** "Messages": the caption and the empty line. */
  plural: string;
  columns: Column<Row>[];
  list: Parameters<typeof pageOf<Row>>[0];
  q: string;
  /** null: any status. */
  status: InboxStatus | null;
}

export default function InboxList<Row>({ api, searchHint, plural, q, status, ...page }: Props<Row>) {
  return (
    <AdminListPage
      {...page}
      filters={[
        searchFilter(q, searchHint),
        choiceFilter('Status', 'status', status ?? 'any', { ...INBOX_STATUS_LABELS, any: 'Any status' }, 'New (default)'),
      ]}
      clearLabel="Clear filters"
      csv={{ api: api.path, query: { kind: api.kind, q, status: status ?? 'any' } }}
      things={plural}
      filtered={Boolean(q || status !== 'new')}
      none={`No new ${plural.toLowerCase()}.`}
    />
  );
}
