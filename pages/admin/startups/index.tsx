import type { InferGetServerSidePropsType } from 'next';

import AdminListPage from '@/components/admin/AdminListPage';
import { choiceFilter, DateTime, RecordName, statusFilter, searchFilter } from '@/components/kit/cells';
import { type Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/startups/index';
import { PUBLICATION_STATUS_LABELS, PUBLICATION_STATUSES } from '@/lib/status/inbox';
import { STARTUP_STAGES } from '@/lib/validations/startups';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Startup = Props['list']['result'][number];

const money = (paise: number | null) => (paise === null ? '—' : formatPaise(paise));

const COLUMNS: Column<Startup>[] = [
  {
    label: 'Startup',
    rowHeader: true,
    cell: (startup) => <RecordName href={`/admin/startups/${startup.slug}`} name={startup.name} detail={startup.slug} />,
  },
  {
    label: 'On the site',
    cell: (startup) => <StatusBadge status={startup.publication} label={PUBLICATION_STATUS_LABELS[startup.publication]} />,
  },
  { label: 'Stage', cell: (startup) => startup.stage ?? '—' },
  { label: 'Sector', cell: (startup) => startup.sector },
  { label: 'Raised', numeric: true, cell: (startup) => money(startup.amountRaisedPaise) },
  { label: 'Min. ticket', numeric: true, cell: (startup) => money(startup.minInvestmentPaise) },
  { label: 'Last change', className: 'text-slate-700', cell: (startup) => <DateTime at={startup.updatedAt} /> },
];

export default function AdminStartupsPage({ list, sectors, q, status, stage, sector }: Props) {
  return (
    <AdminListPage
      description="Every startup, drafts too, A to Z. A draft is on no public page until it is published from its page."
      list={list}
      filters={[
        searchFilter(q, 'Name or address (slug).'),
        choiceFilter('Stage', 'stage', stage, Object.fromEntries(STARTUP_STAGES.map((value) => [value, value])), 'Any stage'),
        choiceFilter('Sector', 'sector', sector, Object.fromEntries(sectors.map((value) => [value, value])), 'Any sector'),
        { ...statusFilter(status, PUBLICATION_STATUSES), label: 'On the site' },
      ]}
      things="Startups"
      columns={COLUMNS}
    />
  );
}
