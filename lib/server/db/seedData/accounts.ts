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

export const DEMO_INVESTOR = {
  fullName: 'Arjun Mehta',
  email: 'investor@example.com',
  phone: '9800000102',
  userUniqueCode: 'INVDEMO01',
  password: 'Investor@123',
} as const;

/** Items in the demo investor's cart: quantity is this many minimum lots of an available company. */
export const DEMO_CART_LOTS = [1, 2, 1] as const;
