// Webcasts and real-estate listings written in the console (issue 22): one schema per form, used by the
// form and the API. A form sends text; numbers and amounts are read here, amounts as exact paise.
import { publicationStatusEnum } from '@/lib/status/inbox';
import { z } from '@/lib/zod';

import { blankToUndefined } from './contact';
import { boundedText } from './knowledgeAdmin';
import { rupeesToPaise } from './watchAlerts';

export const MAX_CONTENT_TITLE = 200;
export const MAX_CONTENT_DESCRIPTION = 5_000;
export const MAX_SPEAKERS = 500;

/** The players /Webcast embeds (https only); a link elsewhere would show no video. */
export const WEBCAST_EMBED_HOSTS: ReadonlySet<string> = new Set(['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com']);

export const CONTENT_DESK_MESSAGES = {
  videoUrl: 'The video link is an https embed link of YouTube (youtube.com/embed/…) or Vimeo (player.vimeo.com/video/…).',
  titleTaken: 'Another entry already has this title (its address would be the same).',
  titleNoLetters: 'A title needs at least one letter or digit.',
  currency: 'The currency is a three-letter code (AED, USD, GBP…).',
} as const;

/** Whether a link is one /Webcast can embed. */
export function isEmbeddableVideo(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && WEBCAST_EMBED_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/** A whole number typed in a form (or already a number), between min and max. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/[,\s]/g, '')) : value),
    z
      .number({ error: `${label} is required, as a whole number.` })
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min.toLocaleString('en-IN')}.`)
      .max(max, `${label} must be at most ${max.toLocaleString('en-IN')}.`),
  );

/** An amount as typed ("12,50,000.50"), kept as text; the service reads it into minor units with amountToMinor. */
export const amount = (label: string) =>
  boundedText(label, 1, 20).refine(
    (value) => rupeesToPaise(value) !== null,
    `${label} is an amount above zero, with at most two decimals.`,
  );

/** An amount (checked by the schema) in minor units: paise, cents, fils. */
export const amountToMinor = (value: string): number => rupeesToPaise(value) ?? 0;

/** Minor units as the form shows them: 125000050 → "1250000.50". */
export const minorToAmount = (minor: number): string => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

export const webcastSchema = z.object({
  title: boundedText('Title', 5, MAX_CONTENT_TITLE),
  description: boundedText('Description', 10, MAX_CONTENT_DESCRIPTION, 'multiline'),
  videoUrl: boundedText('Video link', 10, 500).refine(isEmbeddableVideo, CONTENT_DESK_MESSAGES.videoUrl),
  durationMinutes: wholeNumber('Duration (minutes)', 1, 600),
  /** Names separated by commas. */
  speakers: boundedText('Speakers', 2, MAX_SPEAKERS),
  status: publicationStatusEnum,
});
export type WebcastInput = z.output<typeof webcastSchema>;

export const listingSchema = z.object({
  title: boundedText('Title', 5, MAX_CONTENT_TITLE),
  country: boundedText('Country', 2, 60),
  city: boundedText('City', 2, 60),
  propertyType: boundedText('Property type', 2, 60),
  currency: boundedText('Currency', 3, 3)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, CONTENT_DESK_MESSAGES.currency)),
  price: amount('Price'),
  priceInr: amount('Price in rupees'),
  areaSqft: wholeNumber('Area (sq ft)', 50, 10_000_000),
  bedrooms: z.preprocess(blankToUndefined, wholeNumber('Bedrooms', 0, 50).optional()),
  description: boundedText('Description', 10, MAX_CONTENT_DESCRIPTION, 'multiline'),
  status: publicationStatusEnum,
});
export type ListingInput = z.output<typeof listingSchema>;

/** Names typed "Asha Rao, Vikram Shah" as a list. */
export const speakerList = (speakers: string): string[] =>
  speakers
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
