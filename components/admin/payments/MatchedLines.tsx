// A statement's matched lines, all chosen at first: the chosen ones are confirmed together after a
// dialog naming how many orders and how many rupees, which moves those orders to payment received.
import { useState } from 'react';

import { RecordLink } from '@/components/kit/cells';
import { ListTable, type Column } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { call } from '@/lib/contracts/client';
import { statementConfirmApi, type StatementData } from '@/lib/contracts/bankStatements';
import { formatDate, formatNumber, formatPaise } from '@/lib/format';

type Matched = StatementData['matched'][number];

interface Props {
  statementId: number;
  lines: readonly Matched[];
  /** Whether the viewer may confirm (finance, admin). */
  mayConfirm: boolean;
  onDone: (message: string) => void;
}

const plural = (n: number, one: string) => `${formatNumber(n)} ${one}${n === 1 ? '' : 's'}`;

export default function MatchedLines({ statementId, lines, mayConfirm, onDone }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(lines.map((line) => line.id)));
  const picked = lines.filter((line) => chosen.has(line.id));
  const totalPaise = picked.reduce((sum, line) => sum + line.amountPaise, 0);
  const allChosen = picked.length === lines.length && lines.length > 0;
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns: Column<Matched>[] = [
    ...(mayConfirm
      ? [
          {
            label: (
              <input
                type="checkbox"
                aria-label="Choose every matched line"
                checked={allChosen}
                onChange={() => setChosen(allChosen ? new Set() : new Set(lines.map((line) => line.id)))}
                className="size-5"
              />
            ),
            cell: (line: Matched) => (
              <input
                type="checkbox"
                aria-label={`Choose row ${line.row}, order ${line.order.reference}`}
                checked={chosen.has(line.id)}
                onChange={() => toggle(line.id)}
                className="size-5"
              />
            ),
          },
        ]
      : []),
    { label: 'Row', numeric: true, cell: (line) => line.row },
    { label: 'Date', className: 'whitespace-nowrap', cell: (line) => formatDate(line.date) },
    { label: 'UTR', className: 'font-mono', cell: (line) => line.reference },
    { label: 'Amount', numeric: true, cell: (line) => formatPaise(line.amountPaise) },
    {
      label: 'Order',
      rowHeader: true,
      cell: (line) => <RecordLink href={`/admin/orders/${line.orderId}`}>{line.order.reference}</RecordLink>,
    },
    { label: 'Narration', className: 'max-w-xs break-words text-slate-700', cell: (line) => line.description },
  ];

  return (
    <Section
      title={`Matched: ${plural(lines.length, 'line')}`}
      className="space-y-4 lg:col-span-2"
      aside={
        mayConfirm &&
        picked.length > 0 && (
          <ConfirmButton
            tone="primary"
            label={`Confirm ${plural(picked.length, 'payment')} (${formatPaise(totalPaise)})`}
            title={`Confirm ${plural(picked.length, 'payment')}?`}
            body={`${plural(picked.length, 'order')} totalling ${formatPaise(totalPaise)} will move to payment received, each with its line's UTR as the payment reference, and the investors will be told. This cannot be undone here.`}
            confirmLabel={`Yes, confirm ${plural(picked.length, 'payment')}`}
            busyLabel="Confirming…"
            onConfirm={async () => {
              const response = await call(statementConfirmApi, { lineIds: picked.map((line) => line.id) }, { params: { id: statementId } });
              onDone(response.message);
            }}
          />
        )
      }
    >
      <ListTable
        caption="Lines that pay an order exactly"
        columns={columns}
        rows={lines}
        empty="No line of this statement pays an unpaid order exactly now. The lines below say why."
      />
    </Section>
  );
}
