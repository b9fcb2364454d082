import FactRows from '@/components/kit/FactRows';
import { PLATFORM_BANK, PLATFORM_DEMAT } from '@/lib/platformBank';

const mono = (value: string) => <span className="font-mono">{value}</span>;

/** Where the investor pays for a purchase. */
export function PlatformBankDetails() {
  return (
    <FactRows
      rows={[
        ['Account name', PLATFORM_BANK.accountName],
        ['Bank', `${PLATFORM_BANK.bankName}, ${PLATFORM_BANK.branch}`],
        ['Account number', mono(PLATFORM_BANK.accountNumber)],
        ['IFSC', mono(PLATFORM_BANK.ifsc)],
        ['Pay by', PLATFORM_BANK.modes],
      ]}
    />
  );
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
