// "Our Journey": the company's story, a fictional but plausible one for the demo brand.
export interface Milestone {
  year: number;
  title: string;
  text: string;
}

export const MILESTONES: Milestone[] = [
  {
    year: 2019,
    title: 'The idea',
    text: 'Two former wealth managers in Mumbai keep answering the same question from clients: “How do I buy shares of a company before its IPO?” They start a newsletter explaining unlisted shares in plain language.',
  },
  {
    year: 2020,
    title: 'The first transfers',
    text: 'Working from home through the lockdown, the team arranges its first off-market share transfers for newsletter readers and publishes its first company records.',
  },
  {
    year: 2021,
    title: 'Company records go online',
    text: 'The website launches with indicative prices, fundamentals and shareholding for 50 unlisted companies, each price showing when it was last updated.',
  },
  {
    year: 2022,
    title: 'Channel partners',
    text: 'Sub-brokers and wealth advisers join as channel partners, with their own dashboard, partner prices and a partnership code for the clients they bring.',
  },
  {
    year: 2023,
    title: 'Startups and research',
    text: 'Coverage widens to late-stage startups, with research reports, webcasts and a glossary for first-time investors in private markets.',
  },
  {
    year: 2024,
    title: 'Investor dashboard',
    text: 'Investors can now follow every order step by step until the shares reach their demat account, keep a watch list and request to sell their holdings.',
  },
  {
    year: 2025,
    title: 'Global real estate',
    text: 'A real-estate desk opens for residents of India looking at homes and offices abroad, and the screener lets investors compare companies side by side.',
  },
];

export const VALUES = [
  { name: 'Plain language', text: 'If an investor cannot understand it, we rewrite it. Risks come first, not in the small print.' },
  { name: 'Honest prices', text: 'Every price shows when it was last updated and how it was set. We tell you how we earn money.' },
  { name: 'Care with your data', text: 'We collect only what a transfer needs, keep it safe, and never sell it.' },
  { name: 'Patience', text: 'Private markets reward the long view. We would rather lose a sale than rush an investor.' },
] as const;
