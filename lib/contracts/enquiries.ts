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

export const careerApplicationApi = contract<Answer<typeof saveApplication>>()('common', 'POST', 'career/apply', multipart);
export const contactApi = contract<Answer<typeof saveContactMessage>>()('common', 'POST', 'contact', contactSchema);
export const newsletterApi = contract<Answer<typeof subscribe>>()('common', 'POST', 'newsletter/add', newsletterSchema);
export const enquiryApi = contract<Answer<typeof saveEnquiry>>()('common', 'POST', 'realEstate/enquiry', enquirySchema);
export const startupEnquiryApi = contract<Answer<typeof saveStartupEnquiry>>()('common', 'POST', 'startups/enquiry', startupEnquirySchema);
