// The statements every legal page repeats (specification §1 and the footer / disclaimer wording).
import { brand } from '@/lib/brand';

export const LEGAL_UPDATED = '2025-09-01';
/** The date of each document a person accepts at sign-up: its version, recorded with the acceptance (terms_acceptances). */
export const TERMS_UPDATED = '2025-09-01';
export const PRIVACY_UPDATED = '2026-12-07';

export const NOT_AN_EXCHANGE = `${brand.name} is not a stock exchange, a trading platform or a marketplace in the sense of a recognised or regulated venue for trading securities.`;
export const NOT_REGULATED = `${brand.name} is not registered with or regulated by the Securities and Exchange Board of India (SEBI), the Insurance Regulatory and Development Authority of India (IRDAI), any Real Estate Regulatory Authority (RERA) or any other securities, insurance or real-estate regulator.`;
export const NO_ADVICE = `Nothing on ${brand.name} is investment, tax or legal advice, or a recommendation to buy, sell or hold any security, asset or property.`;

export const KEY_STATEMENTS = [NOT_AN_EXCHANGE, NOT_REGULATED, NO_ADVICE] as const;

/** Who answers questions about personal data (DPDP Rules 2025: a published contact), named in the privacy policy. */
export const DATA_PROTECTION_OFFICER = {
  name: 'Data Protection Officer',
  email: `privacy@${brand.contact.email.split('@')[1]}`,
};

export const GRIEVANCE_OFFICER = {
  name: 'Grievance Officer',
  email: `grievance@${brand.contact.email.split('@')[1]}`,
  address: brand.contact.address,
};
