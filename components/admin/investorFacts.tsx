import type { Detail } from '@/components/admin/Details';
import StatusBadge from '@/components/kit/StatusBadge';

interface Investor {
  fullName: string;
  email: string;
  userUniqueCode: string;
  phone?: string | null;
  kycStatus?: string | null;
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  ifsc: string | null;
  depository: string | null;
  dpId: string | null;
  clientId: string | null;
}

/** The "Investor and KYC" facts of an order or sell request: who, and where money and shares go. */
export function investorFacts(investor: Investor | null): Detail[] {
  if (!investor) return [{ label: 'Investor', value: 'Unknown' }];
  return [
    { label: 'Name', value: investor.fullName },
    { label: 'Email', value: investor.email },
    ...('phone' in investor ? [{ label: 'Phone', value: investor.phone }] : []),
    { label: 'Investor ID', value: investor.userUniqueCode },
    ...('kycStatus' in investor
      ? [{ label: 'KYC', value: investor.kycStatus ? <StatusBadge status={investor.kycStatus} /> : 'Not submitted' }]
      : []),
    ...accountFacts(investor),
  ];
}

type Accounts = Pick<Investor, 'bankAccountName' | 'bankAccountNumber' | 'ifsc' | 'depository' | 'dpId' | 'clientId'>;

/** Where an investor's money and shares go: the bank and demat accounts of their KYC. */
export function accountFacts(accounts: Accounts): Detail[] {
  return [
    { label: 'Bank account name', value: accounts.bankAccountName },
    { label: 'Bank account number', value: accounts.bankAccountNumber },
    { label: 'IFSC', value: accounts.ifsc },
    { label: 'Depository', value: accounts.depository },
    { label: 'DP ID', value: accounts.dpId },
    { label: 'Client ID', value: accounts.clientId },
  ];
}
