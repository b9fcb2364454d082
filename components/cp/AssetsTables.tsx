import { ListTable, TotalRow, type Column } from '@/components/kit/ListPage';
import { formatNumber, formatPaise } from '@/lib/format';
import type { PartnerAssets } from '@/lib/server/services/partnerAssets';

type ByCompany = PartnerAssets['byCompany'][number];
type ByClient = PartnerAssets['byClient'][number];

const BY_COMPANY: Column<ByCompany>[] = [
  { label: 'Company', rowHeader: true, className: 'font-medium', cell: (row) => row.companyName },
  { label: 'Clients', numeric: true, cell: (row) => row.clients },
  { label: 'Quantity', numeric: true, cell: (row) => formatNumber(row.quantity) },
  { label: 'Price on the day', numeric: true, cell: (row) => formatPaise(row.pricePaise) },
  { label: 'Value', numeric: true, cell: (row) => formatPaise(row.valuePaise) },
];

const BY_CLIENT: Column<ByClient>[] = [
  { label: 'Client', rowHeader: true, className: 'font-medium', cell: (row) => row.clientName },
  { label: 'Investor ID', className: 'font-mono', cell: (row) => row.userUniqueCode },
  { label: 'Companies', numeric: true, cell: (row) => row.companies },
  { label: 'Value', numeric: true, cell: (row) => formatPaise(row.valuePaise) },
];

interface TableProps<Row> {
  by: string;
  assets: PartnerAssets;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: keyof Row;
}

function AssetsTable<Row>({ by, assets, columns, rows, rowKey }: TableProps<Row>) {
  return (
    <ListTable
      look="panel"
      caption={`Holdings by ${by} as on ${assets.date}`}
      {...{ columns, rows, rowKey }}
      empty="No holdings on this date."
      foot={<TotalRow span={columns.length - 1} totalPaise={assets.totalPaise} />}
    />
  );
}

export function AssetsByCompany({ assets }: { assets: PartnerAssets }) {
  return <AssetsTable by="company" assets={assets} columns={BY_COMPANY} rows={assets.byCompany} rowKey="slug" />;
}

export function AssetsByClient({ assets }: { assets: PartnerAssets }) {
  return <AssetsTable by="client" assets={assets} columns={BY_CLIENT} rows={assets.byClient} rowKey="userUniqueCode" />;
}
