// Operators write, correct, schedule, publish, unpublish and move news articles in the console: one
// schema per request for the form and the API. Times in the form are India Standard Time.
import { z } from '@/lib/zod';

import { ARTICLE_CATEGORIES } from '@/lib/articleCategories';
import { ARTICLE_STATES, articleStatusEnum } from '@/lib/status/articles';

import { URL_SLUG } from './fields';
import { boundedText, slugFromTitle } from './knowledgeAdmin';
import { listQuery } from './pagination';
import { cleanLine } from './text';

export const MAX_ARTICLE_TITLE = 200;
export const MAX_ARTICLE_SLUG = 200;
export const MAX_ARTICLE_SUMMARY = 400;
export const MAX_ARTICLE_BODY = 50_000;
export const MAX_ARTICLE_AUTHOR = 100;
export const MAX_ARTICLE_IMAGE_URL = 500;
export const ARTICLE_SLUG = URL_SLUG;

export const ARTICLE_ADMIN_MESSAGES = {
  slugFormat: 'Address may contain only lower-case letters, digits and single hyphens (like "pre-ipo-demand-rises").',
  slugTaken: 'Another article already has this address.',
  slugRedirects: 'This address redirects to another article (that article moved from here). Please choose another.',
  slugReserved: 'This address is the real-estate news list. Please choose another.',
  imageUrl: 'Image must be an https:// address or a path on this site (starting with /).',
  publishAtFormat: 'Please give the date and time to publish (IST).',
  publishAtPast: 'Choose a time in the future to schedule the article.',
} as const;

/** "Pre-IPO demand rises!" → "pre-ipo-demand-rises": the address a new article gets from its title. */
export const articleSlugFromTitle = (title: string) => slugFromTitle(title, MAX_ARTICLE_SLUG);

const slugField = boundedText('Address (slug)', 1, MAX_ARTICLE_SLUG)
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(ARTICLE_SLUG, ARTICLE_ADMIN_MESSAGES.slugFormat));

const categoryField = z.enum(ARTICLE_CATEGORIES, { error: 'Please choose a category.' });

/** An https:// address or a path on this site; empty: no image (the service stores null). */
const imageField = z
  .string({ error: 'Image must be text.' })
  .trim()
  .check(cleanLine())
  .max(MAX_ARTICLE_IMAGE_URL, `Image must be at most ${MAX_ARTICLE_IMAGE_URL} characters.`)
  .refine(
    (value) => value === '' || /^https:\/\/(?=[^\s/]+\.\S)\S+$/.test(value) || /^\/(?!\/)\S*$/.test(value),
    ARTICLE_ADMIN_MESSAGES.imageUrl,
  );

const IST_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const IST_OFFSET_MS = 330 * 60_000;

/** "2026-12-01T09:30" read as India Standard Time, or an ISO time with its zone; null if neither. */
export function parsePublishAt(text: string): Date | null {
  const local = IST_LOCAL.exec(text);
  if (local) {
    const [year, month, day, hour, minute] = local.slice(1).map(Number) as [number, number, number, number, number];
    const utc = Date.UTC(year, month - 1, day, hour, minute);
    const back = new Date(utc);
    // 2026-02-30 or 25:00 is no time: Date.UTC would roll it over.
    if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null;
    return new Date(utc - IST_OFFSET_MS);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The value of a datetime-local field for an instant: its time in India, "2026-12-01T09:30". */
export const istLocalInput = (at: Date | string) => new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);

/** A time to publish at: IST from the form (or an ISO time from another client), in the future; empty: none. */
const publishAtField = z
  .string({ error: ARTICLE_ADMIN_MESSAGES.publishAtFormat })
  .trim()
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const at = parsePublishAt(value);
    if (!at) {
      ctx.addIssue({ code: 'custom', message: ARTICLE_ADMIN_MESSAGES.publishAtFormat });
      return z.NEVER;
    }
    if (at.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', message: ARTICLE_ADMIN_MESSAGES.publishAtPast });
      return z.NEVER;
    }
    return at.toISOString();
  });

/** What happens to a new article: kept as a draft, published now, or scheduled for publishAt. */
export const ARTICLE_INTENTS = ['draft', 'publish', 'schedule'] as const;

const articleFields = {
  title: boundedText('Title', 3, MAX_ARTICLE_TITLE),
  slug: slugField,
  category: categoryField,
  author: boundedText('Author', 2, MAX_ARTICLE_AUTHOR),
  summary: boundedText('Summary', 10, MAX_ARTICLE_SUMMARY, 'multiline'),
  body: boundedText('Body', 20, MAX_ARTICLE_BODY, 'multiline'),
  coverImage: imageField.optional(),
};

/** POST /api/v1/admin/articles: a draft by default; `publish` now; `schedule` at publishAt (required then). */
export const articleCreateSchema = z
  .object({
    ...articleFields,
    intent: z.enum(ARTICLE_INTENTS, { error: 'Choose to save a draft, publish now or schedule.' }).default('draft'),
    publishAt: publishAtField.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.intent === 'schedule' && !value.publishAt)
      ctx.addIssue({ code: 'custom', path: ['publishAt'], message: ARTICLE_ADMIN_MESSAGES.publishAtFormat });
  });
export type ArticleCreate = z.output<typeof articleCreateSchema>;

/**
 * PATCH /api/v1/admin/articles/{id}: any of the fields (a new slug moves the article: its old address
 * redirects), a status (draft, published, unpublished) and publishAt (a future time: scheduled).
 */
export const articleEditSchema = z.object({
  title: articleFields.title.optional(),
  slug: articleFields.slug.optional(),
  category: articleFields.category.optional(),
  author: articleFields.author.optional(),
  summary: articleFields.summary.optional(),
  body: articleFields.body.optional(),
  coverImage: articleFields.coverImage,
  status: z.enum(ARTICLE_STATES, { error: 'Status must be draft, published or unpublished.' }).optional(),
  publishAt: publishAtField.optional(),
});
export type ArticleEdit = z.output<typeof articleEditSchema>;

export const adminArticleListQuery = listQuery({ status: articleStatusEnum.optional() });
export type AdminArticleListQuery = z.output<typeof adminArticleListQuery>;
