import { brand } from '@/lib/brand';

import { LEGAL_UPDATED } from './statements';
import type { LegalDocument } from './types';

/** /Disclaimer: the full text behind the disclaimer overlay (which is never shown on this page). */
export const disclaimerDocument: LegalDocument = {
  title: 'Disclaimer',
  description: `${brand.name} is a news and information site about unlisted shares, startups and global real estate. It is not a stock exchange, trading platform or marketplace, is not regulated by SEBI, IRDAI or RERA, and gives no investment advice.`,
  updated: LEGAL_UPDATED,
  intro: `Please read this disclaimer before using ${brand.name}. By using the site you confirm that you have read and understood it.`,
  sections: [
    {
      id: 'what-we-are',
      heading: 'What this site is, and is not',
      blocks: [
        `${brand.name} publishes news, company records, indicative prices, research and educational material about unlisted and pre-IPO Indian companies, startups, luxury assets and real estate. In this disclaimer's sense it is a news and information site: it is not a stock exchange, a trading platform or a marketplace.`,
        'It is not regulated by SEBI, IRDAI, RERA or any other securities, insurance or real-estate regulator, and it does not give investment advice.',
      ],
    },
    {
      id: 'no-advice',
      heading: 'No investment advice',
      blocks: [
        'The information on this site is general. It does not take into account your objectives, financial situation or needs. Before you invest, consider whether the investment is suitable for you and, where appropriate, consult a SEBI-registered investment adviser, a chartered accountant or a lawyer.',
        'Company descriptions, valuations, ratios, charts and research notes are opinions or estimates at the time they were written and may change without notice.',
      ],
    },
    {
      id: 'risks',
      heading: 'Risks of unlisted shares and private assets',
      blocks: [
        {
          list: [
            'Unlisted shares are illiquid: there may be no buyer when you want to sell, and a sale can take weeks.',
            'Prices shown are indicative, not quotes from an exchange. They can differ widely between sellers and can fall sharply.',
            'Unlisted companies publish less information than listed ones, and it may be out of date or unaudited.',
            'An IPO may never happen, may be delayed, or may list below the price you paid. Shares bought before an IPO are locked in for six months after listing.',
            'Startups often make losses and many fail; you may lose all the money you invest.',
            'Property abroad carries currency, legal, tax and title risks, and money sent abroad by residents of India is subject to the Liberalised Remittance Scheme and FEMA rules.',
          ],
        },
        'Invest only money you can afford to lose and hold for several years.',
      ],
    },
    {
      id: 'accuracy',
      heading: 'Accuracy of information',
      blocks: [
        `We take care to be accurate but we do not guarantee that any information on the site is complete, correct or current. Figures may come from company filings, news reports or third parties that ${brand.name} has not verified.`,
        'The demo companies, people, prices and listings on this site are fictional and are shown for illustration only.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        `To the fullest extent the law allows, ${brand.name}, its directors, employees and partners are not liable for any loss arising from your use of, or reliance on, the site or its content. Past performance is not a guide to future returns.`,
      ],
    },
  ],
};
