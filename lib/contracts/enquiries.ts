// enquiries: the routes' contracts (lib/contracts/contract.ts).
import { contract, multipart, type Answer } from '@/lib/contracts/contract';
import type { saveApplication } from '@/lib/server/services/careers';
import type { saveContactMessage } from '@/lib/server/services/contact';
import type { subscribe } from '@/lib/server/services/newsletter';
import type { saveEnquiry } from '@/lib/server/services/realEstate';
import type { saveStartupEnquiry } from '@/lib/server/services/startups';
import { contactSchema } from '@/lib/validations/contact';
import { newsletterSchema } from '@/lib/validations/newsletter';
import { enquirySchema } from '@/lib/validations/realEstate';
import { startupEnquirySchema } from '@/lib/validations/startupEnquiry';

export const careerApplicationApi = contract<CareerApplicationData>()('common', 'POST', 'career/apply', multipart);
export const contactApi = contract<ContactData>()('common', 'POST', 'contact', contactSchema);
export const newsletterApi = contract<NewsletterData>()('common', 'POST', 'newsletter/add', newsletterSchema);
export const enquiryApi = contract<EnquiryData>()('common', 'POST', 'realEstate/enquiry', enquirySchema);
export const startupEnquiryApi = contract<StartupEnquiryData>()('common', 'POST', 'startups/enquiry', startupEnquirySchema);

export type CareerApplicationData = Answer<typeof saveApplication>;
export type ContactData = Answer<typeof saveContactMessage>;
export type NewsletterData = Answer<typeof subscribe>;
export type EnquiryData = Answer<typeof saveEnquiry>;
export type StartupEnquiryData = Answer<typeof saveStartupEnquiry>;
