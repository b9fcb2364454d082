import { brand } from '@/lib/brand';

import { GRIEVANCE_OFFICER, TERMS_UPDATED } from './statements';
import type { LegalDocument } from './types';

export const termsDocument: LegalDocument = {
  title: 'Terms & Conditions',
  description: `The terms of use of ${brand.name}: accounts, orders for unlisted shares, channel partners, content, liability, governing law and grievances.`,
  updated: TERMS_UPDATED,
  intro: `These terms govern your use of the ${brand.name} website, apps and services. By using them you agree to these terms; if you do not agree, please do not use the site.`,
  sections: [
    {
      id: 'about-us',
      heading: '1. About us and our status',
      blocks: [
        `${brand.name} publishes information about unlisted shares, startups, luxury assets and global real estate, and helps investors arrange off-market purchases and sales of unlisted shares. Our status, summarised at the top of this page, means that the protections of a stock exchange or a regulated intermediary do not apply to dealings through the site.`,
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Who may use the site',
      blocks: [
        'You must be at least 18 years old and able to enter a binding contract under the Indian Contract Act, 1872. To buy or sell shares you must hold a valid PAN, a demat account in your own name and a bank account in your own name.',
        'Non-resident Indians and foreign nationals may deal only where the Foreign Exchange Management Act, 1999 and its rules allow it, and are responsible for any approvals they need.',
      ],
    },
    {
      id: 'accounts',
      heading: '3. Your account',
      blocks: [
        'Keep your password private and tell us at once if you think someone else has used your account. You are responsible for activity in your account until you tell us.',
        'You agree that the information you give us, including your KYC details, is true and complete, and that you will keep it up to date.',
      ],
    },
    {
      id: 'orders',
      heading: '4. Orders for unlisted shares',
      blocks: [
        {
          list: [
            'Adding shares to your cart is not an order. An order is placed when you confirm checkout, and is accepted only when we confirm it.',
            'Before you confirm, you see the full cost: price × quantity, stamp duty, any fee and its GST, and the total.',
            'Shares are transferred off-market to your demat account after your payment is received and reconciled. Transfers usually complete within 2 to 7 working days but can take longer.',
            'If we cannot deliver the shares, we refund your payment in full to the bank account it came from.',
            'A sale (liquidation) request is a request for us to find a buyer. We do not guarantee that a buyer will be found, or the price.',
          ],
        },
      ],
    },
    {
      id: 'partners',
      heading: '5. Channel partners',
      blocks: [
        'Channel partners act for their clients, not for us. They must give clients accurate information, must not promise returns, and must follow any law that applies to them, including SEBI rules if they are registered intermediaries. Separate partner terms apply to commissions.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '6. Acceptable use',
      blocks: [
        {
          list: [
            'Do not copy, scrape or republish our content or prices in bulk without written permission.',
            'Do not try to break into accounts, test our security without permission, or overload the site.',
            'Do not post anything unlawful, misleading or defamatory in forms, tickets or messages.',
          ],
        },
      ],
    },
    {
      id: 'content',
      heading: '7. Content and intellectual property',
      blocks: [
        `The text, data, design, logos and software of ${brand.name} belong to us or our licensors. You may view and print pages for your own, non-commercial use.`,
      ],
    },
    {
      id: 'liability',
      heading: '8. Liability',
      blocks: [
        'We provide the site "as is". To the fullest extent the law allows, we are not liable for indirect or consequential loss, or for loss caused by events outside our reasonable control, such as depository or bank outages. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'privacy',
      heading: '9. Privacy and cookies',
      blocks: [
        'Our Privacy Policy and Cookies Policy explain how we handle your personal data and which cookies we set. They form part of these terms.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes and termination',
      blocks: [
        'We may change these terms; the date above shows the latest version, and we will tell registered users of material changes by email. We may suspend an account that breaks these terms, after telling you why unless the law prevents it.',
      ],
    },
    {
      id: 'law',
      heading: '11. Governing law and disputes',
      blocks: [
        'These terms are governed by the laws of India. The courts at Mumbai have exclusive jurisdiction, subject to any right you have under the Consumer Protection Act, 2019.',
        `Grievances: write to our ${GRIEVANCE_OFFICER.name} at ${GRIEVANCE_OFFICER.email}.`,
      ],
    },
  ],
};
