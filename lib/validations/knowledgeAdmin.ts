// Operators write knowledge-base articles in the console: one schema for the form and the API.
import { z } from '@/lib/zod';

import { MAX_CATEGORY_LENGTH, KNOWLEDGE_SLUG } from './knowledge';
import { listFormat, listSearch, paginationQuery } from './pagination';
import { cleanLine, cleanText, type TextKind } from './text';

export const KNOWLEDGE_AUDIENCES = [
  { value: 'investor', label: 'Investors' },
  { value: 'partner', label: 'Partners' },
  { value: 'both', label: 'Investors and partners' },
] as const;
export type KnowledgeAudienceName = (typeof KNOWLEDGE_AUDIENCES)[number]['value'];
const AUDIENCE_VALUES = KNOWLEDGE_AUDIENCES.map((audience) => audience.value) as [KnowledgeAudienceName, ...KnowledgeAudienceName[]];

export const MAX_KNOWLEDGE_TITLE = 160;
export const MAX_KNOWLEDGE_SLUG = 120;
export const MAX_KNOWLEDGE_SUMMARY = 300;
export const MAX_KNOWLEDGE_BODY = 50_000;

export const KNOWLEDGE_ADMIN_MESSAGES = {
  slugFormat: 'Slug may contain only lower-case letters, digits and single hyphens (like "what-is-a-dis").',
  slugTaken: 'Another article already has this slug.',
} as const;

/** Required text, trimmed, between min and max characters, with messages naming the field; one line unless 'multiline'. */
export const boundedText = (label: string, min: number, max: number, kind: TextKind = 'line') =>
  z
    .string({
      error: (issue: { input?: unknown }) =>
        issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`,
    })
    .trim()
    .check(kind === 'line' ? cleanLine() : cleanText())
    .min(1, `${label} is required.`)
    .min(min, `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-IN')} characters.`);

export const knowledgeArticleSchema = z.object({
  title: boundedText('Title', 3, MAX_KNOWLEDGE_TITLE),
  slug: boundedText('Slug', 1, MAX_KNOWLEDGE_SLUG)
    .transform((value) => value.toLowerCase())
    .pipe(z.string().regex(KNOWLEDGE_SLUG, KNOWLEDGE_ADMIN_MESSAGES.slugFormat)),
  audience: z.enum(AUDIENCE_VALUES, { error: 'Please choose who reads this article.' }),
  category: boundedText('Category', 2, MAX_CATEGORY_LENGTH),
  summary: boundedText('Summary', 10, MAX_KNOWLEDGE_SUMMARY, 'multiline'),
  body: boundedText('Body', 20, MAX_KNOWLEDGE_BODY, 'multiline'),
  published: z.boolean({ error: 'Published must be true or false.' }),
});
export type KnowledgeArticleInput = z.output<typeof knowledgeArticleSchema>;
export const knowledgeArticlePatchSchema = knowledgeArticleSchema.partial();
export type KnowledgeArticlePatch = z.output<typeof knowledgeArticlePatchSchema>;

export interface KnowledgeArticleFormValues {
  title: string;
  slug: string;
  audience: string;
  category: string;
  summary: string;
  body: string;
  published: boolean;
}

export const knowledgePreviewSchema = z.object({
  body: z
    .string({ error: 'Body must be text.' })
    .check(cleanText())
    .max(MAX_KNOWLEDGE_BODY, `Body must be at most ${MAX_KNOWLEDGE_BODY.toLocaleString('en-IN')} characters.`),
});

export const adminKnowledgeListQuery = paginationQuery.extend({
  q: listSearch,
  format: listFormat,
});
export type AdminKnowledgeListQuery = z.output<typeof adminKnowledgeListQuery>;

/** "What is a DIS?" → "what-is-a-dis": at most `max` characters, never ending in a hyphen. */
export const slugFromTitle = (title: string, max = MAX_KNOWLEDGE_SLUG) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, max)
    .replace(/-$/, '');
