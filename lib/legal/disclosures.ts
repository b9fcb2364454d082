import { brand } from '@/lib/brand';

import { GRIEVANCE_OFFICER, LEGAL_UPDATED } from './statements';
import type { LegalDocument } from './types';

export const disclosuresDocument: LegalDocument = {
  title: 'Disclosures',
  description: `How ${brand.name} earns money, the conflicts of interest that creates, how indicative prices are set, and how to raise a grievance.`,
  updated: LEGAL_UPDATED,
  intro: 'We want you to understand how we work and where our interests may differ from yours before you deal with us.',
  sections: [
    {
      id: 'how-we-earn',
      heading: 'How we earn money',
      blocks: [
        {
          list: [
            'A spread: the difference between the price at which we or our sellers acquire shares and the price shown to investors.',
            'Fees shown at checkout, with GST where it applies, before you confirm an order.',
            'Introduction fees from developers, agents or sellers when a real-estate or luxury-asset enquiry results in a sale.',
          ],
        },
      ],
    },
    {
      id: 'conflicts',
      heading: 'Conflicts of interest',
      blocks: [
        `${brand.name} or its group companies may hold, buy or sell shares of companies shown on the site, including from their own inventory. Employees and directors may hold such shares under our personal-dealing policy, which bars them from dealing against a client order.`,
        'Channel partners who refer you receive a commission (the difference between the partner price and the investor price). Ask your partner how much they earn on your order.',
        'Coverage of a company is not a sign that it is a good investment; we may cover a company because we hold its shares to sell.',
      ],
    },
    {
      id: 'pricing',
      heading: 'How indicative prices are set',
      blocks: [
        'We set indicative prices from recent completed transfers, the prices at which sellers offer shares, recent funding rounds and the valuations of comparable listed companies. Prices are reviewed at least weekly and show the time of the last update.',
      ],
    },
    {
      id: 'demo-data',
      heading: 'Demo data',
      blocks: ['The companies, people, prices, listings and openings shown in this version of the site are fictional demo data.'],
    },
    {
      id: 'grievances',
      heading: 'Grievances',
      blocks: [
        `Write to our ${GRIEVANCE_OFFICER.name} at ${GRIEVANCE_OFFICER.email}, or by post to ${GRIEVANCE_OFFICER.address}. We acknowledge a grievance within 2 working days and aim to resolve it within 30 days.`,
      ],
    },
  ],
};
