// A partner's bank accounts as both the partner's profile and the console list them: masked numbers,
// the PAN (masked) or its absence, the status and when it was sent.
import { DateTime } from '@/components/kit/cells';
import type { Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import type { BankAccountView } from '@/lib/server/services/partnerBank';
import { BANK_ACCOUNT_STATUS_LABELS } from '@/lib/status/bankAccounts';

export const BANK_ACCOUNT_COLUMNS: Column<BankAccountView>[] = [
  { label: 'Account', rowHeader: true, className: 'font-mono', cell: (row) => row.accountNumber },
  { label: 'IFSC', className: 'font-mono', cell: (row) => row.ifsc },
  { label: 'Holder', cell: (row) => row.holderName },
  { label: 'PAN', className: 'font-mono', cell: (row) => row.pan ?? 'None (TDS at 20%)' },
  {
    label: 'Status',
    cell: (row) => (
      <>
        <StatusBadge status={row.status} label={BANK_ACCOUNT_STATUS_LABELS[row.status]} />
        {row.rejectionReason && <span className="ml-2 text-slate-600">{row.rejectionReason}</span>}
      </>
    ),
  },
  { label: 'Sent', cell: (row) => <DateTime at={row.createdAt} /> },
];
