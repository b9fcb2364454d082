import type { InferGetServerSidePropsType } from 'next';

import MatchedLines from '@/components/admin/payments/MatchedLines';
import { useCan } from '@/components/admin/StaffRoles';
import { DateTime, RecordLink } from '@/components/kit/cells';
import DetailPage from '@/components/kit/DetailPage';
import type { Column } from '@/components/kit/ListPage';
import { ListSection } from '@/components/kit/Section';
import StatusBadge from '@/components/kit/StatusBadge';
import { formatDate, formatDateTime, formatNumber, formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/payments/statements/[id]';
import { LINE_OUTCOME_LABELS, STATEMENT_FORMAT_LABELS } from '@/lib/status/bankStatements';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Unmatched = Props['statement']['unmatched'][number];
type Reported = Props['statement']['notInStatements'][number];

const unmatchedColumns: Column<Unmatched>[] = [
  { label: 'Row', numeric: true, cell: (line) => line.row },
  { label: 'Date', className: 'whitespace-nowrap', cell: (line) => formatDate(line.date) },
  { label: 'UTR', className: 'font-mono', cell: (line) => line.utr ?? '—' },
  { label: 'Amount', numeric: true, cell: (line) => formatPaise(line.amountPaise) },
  {
    label: 'Outcome',
    rowHeader: true,
    cell: (line) => <StatusBadge status={line.outcome} label={LINE_OUTCOME_LABELS[line.outcome]} />,
  },
  {
    label: 'Order',
    cell: (line) => (line.order ? <RecordLink href={`/admin/orders/${line.order.id}`}>{line.order.reference}</RecordLink> : '—'),
  },
  { label: 'What to do', className: 'max-w-md text-slate-800', cell: (line) => line.advice },
];

const reportedColumns: Column<Reported>[] = [
  { label: 'Order', rowHeader: true, cell: (order) => <RecordLink href={`/admin/orders/${order.id}`}>{order.reference}</RecordLink> },
  { label: 'Investor', cell: (order) => order.investor },
  { label: 'UTR reported', className: 'font-mono', cell: (order) => order.utr },
  { label: 'Total', numeric: true, cell: (order) => formatPaise(order.totalPaise) },
  { label: 'Reported', cell: (order) => (order.paymentReportedAt ? <DateTime at={order.paymentReportedAt} /> : '—') },
  { label: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
];

export default function StatementPage({ statement }: Props) {
  const mayConfirm = useCan('payments:write');
  const nothingNew = statement.newLines === 0;
  return (
    <DetailPage
      title={`Statement of ${formatDateTime(statement.createdAt)}`}
      description={
        nothingNew
          ? `Nothing new: ${statement.repeatedLines > 0 ? `all ${formatNumber(statement.repeatedLines)} credits of this file were imported before` : 'the file has no credits'}.`
          : `${formatNumber(statement.newLines)} credits imported from ${statement.fileName}; ${formatNumber(statement.matched.length)} pay an order exactly.`
      }
      back={{ href: '/admin/payments/statements', label: 'All statements' }}
      actions={(done) => (
        <>
          <MatchedLines
            key={statement.matched.map((line) => line.id).join()}
            statementId={statement.id}
            lines={statement.matched}
            mayConfirm={mayConfirm}
            onDone={done}
          />
          <ListSection
            title={`Not matched: ${formatNumber(statement.unmatched.length)}`}
            caption="Lines not matched, with what to do"
            className="lg:col-span-2"
            columns={unmatchedColumns}
            rows={statement.unmatched}
            empty="Every line is matched."
          />
          <ListSection
            title={`Reported paid, in no statement: ${formatNumber(statement.notInStatements.length)}`}
            caption="Orders whose investor reported a payment that no imported statement holds"
            className="lg:col-span-2"
            columns={reportedColumns}
            rows={statement.notInStatements}
            empty="Every reported payment is in a statement."
          />
        </>
      )}
      facts={[
        {
          title: 'Statement',
          items: [
            { label: 'File', value: statement.fileName },
            { label: 'Layout', value: STATEMENT_FORMAT_LABELS[statement.format] },
            { label: 'Imported', value: formatDateTime(statement.createdAt) },
            { label: 'Imported by', value: statement.importedBy },
            { label: 'New credits', value: formatNumber(statement.newLines) },
            { label: 'Credits imported before', value: formatNumber(statement.repeatedLines) },
            { label: 'Debits (not kept)', value: formatNumber(statement.debitLines) },
            { label: 'Confirmed', value: formatNumber(statement.confirmedLines) },
            { label: 'Credits in all', value: formatPaise(statement.creditPaise) },
          ],
        },
      ]}
    />
  );
}
