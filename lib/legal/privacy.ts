import { brand } from '@/lib/brand';

import { DATA_PROTECTION_OFFICER, GRIEVANCE_OFFICER, PRIVACY_UPDATED } from './statements';
import type { LegalDocument } from './types';

export const privacyDocument: LegalDocument = {
  title: 'Privacy Policy',
  description: `How ${brand.name} collects, uses, stores and protects your personal data under the Digital Personal Data Protection Act, 2023, and how to exercise your rights.`,
  updated: PRIVACY_UPDATED,
  intro: `${brand.name} is the Data Fiduciary for the personal data described here. We process it in line with the Digital Personal Data Protection Act, 2023 (DPDP Act), the Information Technology Act, 2000 and the rules under them.`,
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Personal data we collect',
      blocks: [
        {
          list: [
            'Account data: full name, email, mobile number and password (stored only as a slow, salted hash).',
            'KYC data needed to transfer shares: PAN, demat account (depository, DP ID and client ID), bank account and IFSC.',
            'Transaction data: orders, payments, transfers, holdings, sale requests and support tickets.',
            'Forms: contact messages, real-estate enquiries, newsletter sign-ups and job applications, including résumés.',
            'Technical data: IP address (used for rate limiting and security), device and browser type, and the cookies described in our Cookies Policy.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it, and on what basis',
      blocks: [
        'We process personal data with your consent, given when you create an account (by accepting our Terms & Conditions and this policy), submit a form or accept our notices, and for the legitimate uses the DPDP Act allows, such as complying with the law or a court order.',
        'Marketing email, and showing your holdings and orders to the channel partner who referred you, are separate choices: each is off until you turn it on, at sign-up or later, and you can turn it off again as easily.',
        {
          list: [
            'To open and run your account and verify your identity.',
            'To carry out your orders and sale requests and keep the records the law requires.',
            'To answer your messages and enquiries and to consider your job application.',
            'To send the newsletter you asked for, and marketing email if you chose to receive it (every email has an unsubscribe link).',
            'To keep the site secure and prevent fraud and abuse.',
          ],
        },
        'We do not sell personal data, and we do not use it for behavioural advertising.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        'Depository participants, registrars and transfer agents, banks and payment processors to complete transfers; the channel partner who referred you (your name, investor ID and KYC status, and the orders that earn them a commission; your holdings and your other orders only if you chose to share them); hosting and email providers acting as our Data Processors under contract; and authorities when the law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        'We keep personal data only as long as the purpose needs it or the law requires: transaction and KYC records for eight years after the relationship ends (tax and anti-money-laundering rules); contact messages and enquiries for two years; job applications for one year unless you ask us to delete them sooner. We then erase or anonymise it.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights as a Data Principal',
      blocks: [
        {
          list: [
            'Access: a summary of the personal data we hold about you and how we process it.',
            'Correction, completion and updating of inaccurate or incomplete data.',
            'Erasure of data we no longer need, subject to what the law requires us to keep.',
            'Withdrawal of consent at any time, as easily as you gave it. Withdrawal does not affect processing already done.',
            'Nomination of another person to exercise your rights in the event of your death or incapacity.',
            'Grievance redressal by our Grievance Officer, and then a complaint to the Data Protection Board of India.',
          ],
        },
        {
          text: 'Signed-in investors and partners give or withdraw each consent, ask for a correction and name a nominee themselves under Profile → Privacy:',
          link: { href: '/dashboard/privacy', label: 'your privacy page' },
        },
        `For anything else, or any question about your personal data, write to our ${DATA_PROTECTION_OFFICER.name} at ${DATA_PROTECTION_OFFICER.email} from the email address registered with us. We reply within 30 days.`,
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'Our services are for adults. We do not knowingly process the personal data of anyone under 18 without verifiable consent from a parent or lawful guardian, and we do not track or target children.',
      ],
    },
    {
      id: 'security',
      heading: 'Security and breaches',
      blocks: [
        'We protect personal data with encryption in transit, HttpOnly sign-in cookies, hashed passwords, access controls and rate limits. If a personal data breach occurs, we will inform the Data Protection Board of India and each affected person as the DPDP Act requires.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers outside India',
      blocks: [
        'Some service providers may process data outside India. We transfer data only to countries the Government of India has not restricted, and under contracts that protect it.',
      ],
    },
    {
      id: 'contact',
      heading: 'Data protection contact and Grievance Officer',
      blocks: [
        `Questions about your personal data: ${DATA_PROTECTION_OFFICER.name}, ${brand.name}. Email: ${DATA_PROTECTION_OFFICER.email}.`,
        `Grievances: ${GRIEVANCE_OFFICER.name}, ${brand.name}, ${GRIEVANCE_OFFICER.address}. Email: ${GRIEVANCE_OFFICER.email}.`,
      ],
    },
  ],
};
