// A console inbox (contact messages, startup enquiries, job applications): search and a status kept in
// the URL, newest first, new ones by default. The page gives its columns.
import AdminPage from '@/components/admin/AdminPage';
import ListPage, { pageOf, type Column } from '@/components/kit/ListPage';
import { choiceFilter } from '@/components/kit/cells';
import { INBOX_STATUS_LABELS, type InboxStatus } from '@/lib/status/inbox';

interface Props<Row> {
  title: string;
  description: string;
  path: string;
  searchHint: string;
  /** "Messages": the caption and the empty line. */
  plural: string;
  columns: Column<Row>[];
  list: Parameters<typeof pageOf<Row>>[0];
  q: string;
  /** null: any status. */
  status: InboxStatus | null;
}

export default function InboxList<Row>({ title, description, path, searchHint, plural, columns, list, q, status }: Props<Row>) {
  return (
    <AdminPage title={title} description={description}>
      <ListPage
        {...pageOf(list)}
        path={path}
        filters={[
          { kind: 'search', label: 'Search', value: q, hint: searchHint },
          choiceFilter('Status', 'status', status ?? 'any', { ...INBOX_STATUS_LABELS, any: 'Any status' }, 'New (default)'),
        ]}
        clearLabel="Clear filters"
        caption={`${plural}, ${list.total} in all`}
        columns={columns}
        empty={q || status !== 'new' ? `No ${plural.toLowerCase()} match these filters.` : `No new ${plural.toLowerCase()}.`}
      />
    </AdminPage>
  );
}
