import { brand } from '@/lib/brand';

// Where investors send money for a purchase, and shares for a sale. DEMO VALUES: replace them with the
// platform's real escrow bank account and demat account before going live (one place for both).
export const PLATFORM_BANK = {
  accountName: `${brand.legalName} Escrow (demo)`,
  bankName: 'Demo Bank of India',
  accountNumber: '000111222333',
  ifsc: 'DEMO0001234',
  branch: 'Fort, Mumbai',
  /** Transfers the investor may use. */
  modes: 'NEFT, RTGS, IMPS or UPI',
} as const;

export const PLATFORM_DEMAT = {
  name: `${brand.legalName} Pool Account (demo)`,
  depository: 'NSDL',
  dpId: 'IN300000',
  clientId: '10000001',
} as const;
