// Plain data for the accounts and companies tests create, shared by the integration and e2e levels.
// Each call is unique, so tests never collide on a shared database and can run in any order.
import { randomInt, randomUUID } from 'node:crypto';

export const TEST_PASSWORD = 'Correct-horse-9';

/** What sign-up asks besides the details: the terms accepted (required) and each choice, unticked unless a test ticks it. */
interface SignUpConsents {
  acceptTerms: true;
  marketingEmail: boolean;
}
const SIGN_UP_CONSENTS: SignUpConsents = { acceptTerms: true, marketingEmail: false };

export interface InvestorData extends SignUpConsents {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  partnershipCode?: string;
  /** Whether the referring partner sees the investor's holdings and orders (needs partnershipCode). */
  partnerSharing: boolean;
}

export interface PartnerData extends SignUpConsents {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  firm: string | undefined;
  city: string | undefined;
}

/** A unique email and Indian mobile number per call. */
export function uniqueContact() {
  const id = randomUUID().replace(/-/g, '').slice(0, 12);
  const digits = String(parseInt(id.slice(0, 10), 16))
    .padStart(9, '0')
    .slice(-9);
  return { email: `t-${id}@example.test`, phone: `9${digits}` };
}

/** A unique tag for names that must not clash (company names, slugs). */
export const uniqueTag = () => randomUUID().slice(0, 8);

export function buildInvestor(overrides: Partial<InvestorData> = {}): InvestorData {
  return {
    fullName: 'Test Investor',
    ...uniqueContact(),
    password: TEST_PASSWORD,
    ...SIGN_UP_CONSENTS,
    partnerSharing: false,
    ...overrides,
  };
}

export function buildPartner(overrides: Partial<PartnerData> = {}): PartnerData {
  return {
    fullName: 'Test Partner',
    ...uniqueContact(),
    password: TEST_PASSWORD,
    firm: undefined,
    city: undefined,
    ...SIGN_UP_CONSENTS,
    ...overrides,
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let panSequence = randomInt(0, 26 ** 3 * 10_000);

/**
 * A PAN no other test account has (a PAN can be verified on one account only): an individual's
 * ("P" fourth), its other letters and digits counted from a random start.
 */
export function uniquePan(): string {
  let n = panSequence++ % (26 ** 3 * 10_000);
  const digits = String(n % 10_000).padStart(4, '0');
  n = Math.floor(n / 10_000);
  const letter = () => {
    const c = LETTERS.charAt(n % 26);
    n = Math.floor(n / 26);
    return c;
  };
  return `${letter()}${letter()}CP${letter()}${digits}K`;
}

/** A bank transfer's UTR no other order has (one UTR pays one order): 19 letters and digits. */
export const uniqueUtr = () => `UTR${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;

/** The KYC details an investor submits, already in the stored (upper-case) form. */
export const VALID_KYC = {
  pan: 'ABCPT1234K',
  depository: 'NSDL',
  dpId: 'IN301234',
  clientId: '10234567',
  bankAccountName: 'Test Investor',
  bankAccountNumber: '123456789012',
  ifsc: 'HDFC0001234',
} as const;
