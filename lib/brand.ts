// Everything an operator changes to rebrand the site, in one place.
export const brand = {
  name: 'PrivateBourse',
  /** Starts every order, sale and payment reference: "PB-B-7K3Q9X2M" (references made before 2026-12 start UM-). */
  referencePrefix: 'PB',
  /** The payee investors see for the escrow account and the demat pool (lib/platformBank.ts). */
  legalName: 'PrivateBourse Markets',
  tagline: 'Unlisted shares, startups and global real estate, explained.',
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
  logo: '/brand/logo.svg',
  // The same wordmark in white and light gold, for dark (brand-green) backgrounds such as the sign-in pages.
  logoOnDark: '/brand/logo-light.svg',
  defaultAvatar: '/brand/avatar.svg',
  // Shown when a page is shared (Open Graph / Twitter); 1200 x 630.
  ogImage: '/brand/og-image.png',
  contact: {
    email: 'support@privatebourse.example',
    phone: '+91 22 4000 1234',
    phoneHref: 'tel:+912240001234',
    address: '4th Floor, Example Towers, Bandra Kurla Complex, Mumbai 400051',
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/privatebourse.example' },
    { name: 'Twitter', href: 'https://twitter.com/privatebourse_example' },
    { name: 'Instagram', href: 'https://www.instagram.com/privatebourse.example' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/privatebourse-example' },
    { name: 'Telegram', href: 'https://t.me/privatebourse_example' },
  ],
  appStores: {
    googlePlay: 'https://play.google.com/store/apps/details?id=example.privatebourse',
    appStore: 'https://apps.apple.com/in/app/privatebourse-example/id0000000000',
  },
  whatsappInvite: 'https://chat.whatsapp.com/ExampleInviteCode000',
  copyrightStartYear: 2025,
  // Statements investors and partners download (lib/server/reports): printed at the foot of every page.
  reports: {
    disclaimer:
      'This statement is made from the records of the platform for the information of the account holder. It is not a tax ' +
      'certificate or advice: please check it with your own records and a tax adviser before filing.',
  },
} as const;

export const NOT_AN_EXCHANGE_NOTICE =
  `${brand.name} is not a stock exchange and does not operate a trading platform. ` +
  'It is not regulated by SEBI, IRDAI, RERA or any other securities, insurance or real-estate regulator, ' +
  'and nothing on this site is investment advice.';
