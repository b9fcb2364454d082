// enquiries: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { saveApplication } from '@/lib/server/services/careers';
import type { saveContactMessage } from '@/lib/server/services/contact';
import type { subscribe } from '@/lib/server/services/newsletter';
import type { saveEnquiry } from '@/lib/server/services/realEstate';
import type { saveStartupEnquiry } from '@/lib/server/services/startups';
import { contactSchema } from '@/lib/validations/contact';
import { newsletterSchema } from '@/lib/validations/newsletter';
import { enquirySchema } from '@/lib/validations/realEstate';
import { startupEnquirySchema } from '@/lib/validations/startupEnquiry';

/** POST /api/v1/common/career/apply */
export type CareerApplicationData = Answer<typeof saveApplication>;
export const careerApplicationApi = contract<CareerApplicationData>()({ client: 'common', method: 'POST', path: 'career/apply' });

/** POST /api/v1/common/contact */
export type ContactData = Answer<typeof saveContactMessage>;
export const contactApi = contract<ContactData>()({ client: 'common', method: 'POST', path: 'contact', input: contactSchema });

/** POST /api/v1/common/newsletter/add */
export type NewsletterData = Answer<typeof subscribe>;
export const newsletterApi = contract<NewsletterData>()({
  client: 'common',
  method: 'POST',
  path: 'newsletter/add',
  input: newsletterSchema,
});

/** POST /api/v1/common/realEstate/enquiry */
export type EnquiryData = Answer<typeof saveEnquiry>;
export const enquiryApi = contract<EnquiryData>()({ client: 'common', method: 'POST', path: 'realEstate/enquiry', input: enquirySchema });

/** POST /api/v1/common/startups/enquiry */
export type StartupEnquiryData = Answer<typeof saveStartupEnquiry>;
export const startupEnquiryApi = contract<StartupEnquiryData>()({
  client: 'common',
  method: 'POST',
  path: 'startups/enquiry',
  input: startupEnquirySchema,
});
