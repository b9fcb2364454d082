import type { InferGetServerSidePropsType } from 'next';

import StatementUploadForm from '@/components/admin/payments/StatementUploadForm';
import AdminListPage from '@/components/admin/AdminListPage';
import { Allowed } from '@/components/admin/StaffRoles';
import { DateTime, RecordLink, searchFilter, choiceFilter } from '@/components/kit/cells';
import { type Column } from '@/components/kit/ListPage';
import { formatNumber, formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/payments/statements/index';
import { STATEMENT_FORMAT_LABELS } from '@/lib/status/bankStatements';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Statement = Props['list']['result'][number];

const columns: Column<Statement>[] = [
  {
    label: 'Imported',
    rowHeader: true,
    cell: (statement) => (
      <RecordLink href={`/admin/payments/statements/${statement.id}`}>
        <DateTime at={statement.createdAt} />
      </RecordLink>
    ),
  },
  { label: 'File', cell: (statement) => statement.fileName, className: 'break-all' },
  { label: 'Layout', cell: (statement) => STATEMENT_FORMAT_LABELS[statement.format] },
  { label: 'New credits', numeric: true, cell: (statement) => formatNumber(statement.newLines) },
  { label: 'Seen before', numeric: true, cell: (statement) => formatNumber(statement.repeatedLines) },
  { label: 'Confirmed', numeric: true, cell: (statement) => formatNumber(statement.confirmedLines) },
  { label: 'Credits', numeric: true, cell: (statement) => formatPaise(statement.creditPaise) },
  { label: 'By', cell: (statement) => statement.importedBy ?? '—' },
];

export default function StatementsPage({ list, q, layout }: Props) {
  return (
    <AdminListPage
      description="Import the bank's statement: its credits are matched to orders by UTR and amount, and the matches confirmed together."
      above={
        <Allowed permission="payments:write">
          <StatementUploadForm />
        </Allowed>
      }
      list={list}
      filters={[searchFilter(q, 'The file’s name.'), choiceFilter('Layout', 'layout', layout, STATEMENT_FORMAT_LABELS, 'Any layout')]}
      things="Bank statements"
      none="No statement imported yet."
      columns={columns}
    />
  );
}
