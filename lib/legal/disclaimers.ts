import { brand } from '@/lib/brand';

import { LEGAL_UPDATED } from './statements';
import type { LegalDocument } from './types';

export const disclaimersDocument: LegalDocument = {
  title: 'Disclaimers',
  description: `Disclaimers for ${brand.name}: indicative prices, risks of unlisted shares and startups, real-estate and luxury-asset information, third-party content and no investment advice.`,
  updated: LEGAL_UPDATED,
  intro: `These disclaimers apply to every page, email, report, webcast and app of ${brand.name}. They add to our Terms & Conditions and the Disclaimer shown when you first visit.`,
  sections: [
    {
      id: 'status',
      heading: 'Our status',
      blocks: [
        'Our status is summarised at the top of this page. We do not hold client money or securities on behalf of investors beyond what is needed to complete a transfer you have asked for.',
      ],
    },
    {
      id: 'prices',
      heading: 'Indicative prices',
      blocks: [
        'Prices of unlisted shares shown on the site are indicative. They are based on recent transactions, enquiries and our own estimates, and each shows when it was last updated. They are not a valuation report and not an offer to buy or sell at that price.',
        'Partner prices shown to channel partners differ from investor prices; the difference is their commission.',
      ],
    },
    {
      id: 'research',
      heading: 'Research, news and webcasts',
      blocks: [
        'Research reports, articles, webcasts and glossary entries are for education. Authors may express opinions that are not ours. Forward-looking statements are uncertain by nature and actual results may differ materially.',
        'Where a company is covered in news or research, neither the company nor its promoters have reviewed or endorsed our content unless we say so.',
      ],
    },
    {
      id: 'startups',
      heading: 'Startups',
      blocks: [
        'Funding stage, amounts raised and minimum investment figures for startups are taken from public announcements or are illustrative. Early-stage companies may be loss-making, may raise money at lower valuations later (diluting existing holders), and may fail.',
      ],
    },
    {
      id: 'real-estate',
      heading: 'Global real estate and luxury assets',
      blocks: [
        'Property listings and luxury-asset information are introductions only. Prices in rupees are converted at a fixed illustrative rate, not a live exchange rate. Availability, title, local taxes, stamp duty and the rules on foreign ownership must be checked with a lawyer in the country concerned.',
        'We are not a real-estate agent registered with RERA, and we do not sell insurance; we may introduce you to agents or developers who are.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third-party links and services',
      blocks: [
        'Links to other sites, WhatsApp groups, app stores and social networks are provided for convenience. We do not control them and are not responsible for their content or their handling of your data.',
      ],
    },
    {
      id: 'tax',
      heading: 'Tax',
      blocks: [
        'Gains on unlisted shares are taxed differently from listed shares, and tax rules change with each Budget. Any tax information on the site is general; please consult a chartered accountant about your own position.',
      ],
    },
  ],
};
