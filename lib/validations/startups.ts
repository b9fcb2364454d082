// Startups written in the console (issue 22): one schema for the form and the API. A startup is a row of
// companies in the 'startup' category; amounts are typed in rupees and stored as paise.
import { PUBLICATION_STATUSES } from '@/lib/status/inbox';
import { z } from '@/lib/zod';

import { blankToUndefined } from './contact';
import { amount, wholeNumber } from './contentDesk';
import { boundedText } from './knowledgeAdmin';
import { URL_SLUG } from './fields';
import { listQuery } from './pagination';

/** The funding stages the site knows (the seed's and the /Startups filter's values). */
export const STARTUP_STAGES = ['Seed', 'Pre-Series A', 'Series A', 'Series B', 'Series C', 'Pre-IPO'] as const;
export type StartupStage = (typeof STARTUP_STAGES)[number];

export const MAX_STARTUP_NAME = 120;
export const MAX_STARTUP_SLUG = 80;
export const MAX_STARTUP_ABOUT = 5_000;

export const STARTUP_MESSAGES = {
  stage: `The stage is one of ${STARTUP_STAGES.join(', ')}.`,
  slug: 'The address uses lower-case letters, digits and single hyphens (e.g. acme-robotics).',
  slugTaken: 'Another company already has this address; choose another.',
  nameNoLetters: 'A name needs at least one letter or digit.',
  logo: 'The logo is an https link to an image.',
  founded: 'The year founded cannot be in the future.',
} as const;

const https = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** What a startup says about itself: the fields the console changes after it is added. */
export const startupSchema = z.object({
  name: boundedText('Name', 2, MAX_STARTUP_NAME),
  sector: boundedText('Sector', 2, 60),
  stage: z.enum(STARTUP_STAGES, { error: STARTUP_MESSAGES.stage }),
  about: boundedText('About', 20, MAX_STARTUP_ABOUT, 'multiline'),
  founded: wholeNumber('Year founded', 1900, 9999).refine((year) => year <= new Date().getFullYear(), STARTUP_MESSAGES.founded),
  headquarters: boundedText('Headquarters', 2, 80),
  amountRaised: amount('Amount raised (₹)'),
  minInvestment: amount('Minimum investment (₹)'),
  logo: z.preprocess(blankToUndefined, boundedText('Logo link', 10, 500).refine(https, STARTUP_MESSAGES.logo).optional()),
});
export type StartupInput = z.output<typeof startupSchema>;

/**
 * A new startup: its address (from the name when left blank; fixed once added, as links to it are shared)
 * and the price per share and face value its public pages show. After that the price moves on the
 * Companies desk, with its source and four eyes.
 */
export const newStartupSchema = startupSchema.extend({
  slug: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .max(MAX_STARTUP_SLUG, `The address must be at most ${MAX_STARTUP_SLUG} characters.`)
      .regex(URL_SLUG, STARTUP_MESSAGES.slug)
      .optional(),
  ),
  price: amount('Price per share (₹)'),
  faceValue: amount('Face value (₹)'),
});
export type NewStartupInput = z.output<typeof newStartupSchema>;

/** The console's list: search (name or address), stage, sector, draft or published, page; format=csv for every match. */
export const startupListQuery = listQuery({
  stage: z.enum(STARTUP_STAGES, { error: STARTUP_MESSAGES.stage }).optional(),
  sector: z.string('sector must be a single value.').trim().max(60).optional(),
  status: z.enum(PUBLICATION_STATUSES, { error: 'The status is draft or published.' }).optional(),
});
export type StartupListQuery = z.output<typeof startupListQuery>;
