// Grievances: the officers who answer them (platform settings, shown on /grievance-redressal) and the
// rules of the process, one place for the page, the API and the service.
import { boundedText } from '@/lib/validations/knowledgeAdmin';
import { z } from '@/lib/zod';

/** A grievance is due this many days after it is filed; past it, unresolved, it goes to level 2. */
export const GRIEVANCE_DUE_DAYS = 21;
export const GRIEVANCE_CATEGORY = 'grievance';
export const GRIEVANCE_LEVELS = { 1: 'Level 1: grievance officer', 2: 'Level 2: principal officer' } as const;
export type GrievanceLevel = keyof typeof GRIEVANCE_LEVELS;
export const grievanceLevelLabel = (level: number): string =>
  (GRIEVANCE_LEVELS as Record<number, string | undefined>)[level] ?? `Level ${String(level)}`;

/** GRV-2026-000123: the year in India's calendar and a six-digit running number within it. */
export const GRIEVANCE_REFERENCE = /^GRV-\d{4}-\d{6}$/;
export const grievanceReference = (year: number, number: number) => `GRV-${String(year)}-${String(number).padStart(6, '0')}`;

const PHONE = /^\+?[0-9][0-9 ()-]{6,20}$/;
const email = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .toLowerCase()
    .pipe(z.email(`${label} must be an email address.`).max(254, `${label} must be at most 254 characters.`));
const phone = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .regex(PHONE, `${label} must be a phone number, like +91 22 4000 1100.`);

export const grievanceOfficersSchema = z.strictObject(
  {
    grievanceOfficerName: boundedText('Grievance officer’s name', 2, 100),
    grievanceOfficerEmail: email('Grievance officer’s email'),
    grievanceOfficerPhone: phone('Grievance officer’s phone'),
    principalOfficerName: boundedText('Principal officer’s name', 2, 100),
    principalOfficerEmail: email('Principal officer’s email'),
    principalOfficerPhone: phone('Principal officer’s phone'),
  },
  { error: 'Only the officers’ names, emails and phones can be changed here.' },
);
export type GrievanceOfficers = z.output<typeof grievanceOfficersSchema>;
export const GRIEVANCE_OFFICER_FIELDS = Object.keys(grievanceOfficersSchema.shape) as (keyof GrievanceOfficers)[];
