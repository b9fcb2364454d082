import CopyButton from '@/components/kit/CopyButton';
import FactRows, { type FactRow } from '@/components/kit/FactRows';
import { formatPaise } from '@/lib/format';
import { PLATFORM_BANK, PLATFORM_DEMAT } from '@/lib/platformBank';

const mono = (value: string) => <span className="font-mono">{value}</span>;

/** A value the investor types into their bank's form, with a button that copies it. */
const copyable = (shown: string, what: string, value = shown) => (
  <span className="inline-flex flex-wrap items-center">
    {mono(shown)}
    <CopyButton value={value} what={what} />
  </span>
);

/** The exact transfer: its amount and the reference to quote. */
export interface TransferToMake {
  amountPaise: number;
  reference: string;
}

/** Where the investor pays for a purchase and, given the transfer, what to pay: each value with a copy button. */
export function PlatformBankDetails({ transfer }: { transfer?: TransferToMake }) {
  const rows: FactRow[] = [
    ['Account name', PLATFORM_BANK.accountName],
    ['Bank', `${PLATFORM_BANK.bankName}, ${PLATFORM_BANK.branch}`],
    ['Account number', copyable(PLATFORM_BANK.accountNumber, 'account number')],
    ['IFSC', copyable(PLATFORM_BANK.ifsc, 'IFSC')],
  ];
  if (transfer) {
    // The bank's form takes plain rupees: 12345.67, no symbol or grouping.
    rows.push(['Amount', copyable(formatPaise(transfer.amountPaise), 'amount', (transfer.amountPaise / 100).toFixed(2))]);
    rows.push(['Reference', copyable(transfer.reference, 'reference')]);
  }
  rows.push(['Pay by', PLATFORM_BANK.modes]);
  return <FactRows rows={rows} />;
}

/** Where the investor transfers shares they sell. */
export function PlatformDematDetails() {
  return (
    <FactRows
      rows={[
        ['Account name', PLATFORM_DEMAT.name],
        ['Depository', PLATFORM_DEMAT.depository],
        ['DP ID', mono(PLATFORM_DEMAT.dpId)],
        ['Client ID', mono(PLATFORM_DEMAT.clientId)],
      ]}
    />
  );
}
