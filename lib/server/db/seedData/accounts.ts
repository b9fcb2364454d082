// Demo sign-in accounts. The passwords are public on purpose: they exist so anyone can try the dashboards.

export const DEMO_PARTNER = {
  fullName: 'Meera Iyer',
  email: 'partner@example.com',
  phone: '9800000101',
  firm: 'Iyer Wealth Advisors (Demo)',
  city: 'Chennai',
  partnershipCode: 'CPDEMO01',
  password: 'Partner@123',
} as const;

/** The demo partner's PAN and bank account, verified by finance (payouts need one). */
export const DEMO_PARTNER_BANK = {
  pan: 'AABPI1234C',
  accountNumber: '000987654321',
  ifsc: 'DEMO0000101',
  holderName: 'Meera Iyer',
} as const;

export const DEMO_INVESTOR = {
  fullName: 'Arjun Mehta',
  email: 'investor@example.com',
  phone: '9800000102',
  userUniqueCode: 'INVDEMO01',
  password: 'Investor@123',
} as const;

/** Items in the demo investor's cart: quantity is this many minimum lots of an available company. */
export const DEMO_CART_LOTS = [1, 2, 1] as const;

/**
 * The demo investor's KYC, verified so the demo can buy. Fictional values that only fit the formats:
 * the PAN's fourth letter P is an individual's and the fifth M the surname's initial, as real PANs have.
 */
export const DEMO_INVESTOR_KYC = {
  pan: 'ABCPM1234K',
  depository: 'NSDL',
  dpId: 'IN300999',
  clientId: '10000102',
  bankAccountName: 'Arjun Mehta',
  bankAccountNumber: '000123456789',
  ifsc: 'DEMO0000102',
} as const;

/**
 * The demo operator for the console at /admin. The TOTP secret is public on purpose (README): add it
 * to an authenticator app, or compute the code, to sign in locally. Never seeded with APP_ENV=production.
 */
export const DEMO_OPERATOR = {
  fullName: 'Desk Operator (Demo)',
  email: 'operator@example.com',
  password: 'Operator@123',
  totpSecret: 'JBSWY3DPEHPK3PXP',
} as const;

/**
 * The investors of the load test's crowd (`npm run bench:load`): one per simulated visitor, so each
 * account's limits (open orders, sign-in attempts) meet one person's traffic, as on a real site. Created
 * at start with LOAD_TEST_INVESTORS=<count> and DEMO_ACCOUNTS=true; the password is public like the demo's.
 */
export const LOAD_INVESTOR = {
  password: 'Investor@123',
  /** Every load investor's email matches this SQL LIKE pattern (and no other account's can, at example.com). */
  emailPattern: 'load-investor-%@example.com',
  /** The nth (1, 2, …) load investor's email. */
  email: (n: number) => `load-investor-${n}@example.com`,
} as const;
