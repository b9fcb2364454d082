// The knowledge base's list and article addresses, for the investor and partner APIs and pages.
import { z } from '@/lib/zod';

import { firstValue, pageNumber, type RawQuery } from '@/lib/query';

import { URL_SLUG } from './fields';
import { MAX_PAGE, paginationQuery } from './pagination';

/** Who reads: an investor sees investor and shared articles, a partner partner and shared ones. */
export type KnowledgeReader = 'investor' | 'partner';

export const MAX_KNOWLEDGE_SEARCH = 100;
export const MAX_CATEGORY_LENGTH = 60;
export const KNOWLEDGE_PAGE_SIZE = 20;

const text = (name: string, max: number) =>
  z
    .string(`${name} must be a single value.`)
    .trim()
    .max(max, `${name} must be at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);

export const knowledgeListQuery = paginationQuery.extend({
  q: text('q', MAX_KNOWLEDGE_SEARCH),
  category: text('category', MAX_CATEGORY_LENGTH),
});
export type KnowledgeListQuery = z.output<typeof knowledgeListQuery>;

/** An article's slug in a path; anything else is no article (404), not bad input. */
export const KNOWLEDGE_SLUG = URL_SLUG;
export const isKnowledgeSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 120 && KNOWLEDGE_SLUG.test(value);

export interface KnowledgeState {
  q: string;
  category: string | null;
  page: number;
}

/** The page's state from its URL: a bad value is ignored (the page never fails on its query). */
export function parseKnowledgeState(query: RawQuery, categories: readonly string[]): KnowledgeState {
  const category = firstValue(query.category);
  return {
    q: firstValue(query.q).slice(0, MAX_KNOWLEDGE_SEARCH),
    category: categories.includes(category) ? category : null,
    page: pageNumber(query.page, { max: MAX_PAGE, maxDigits: 6 }),
  };
}

/** A list URL under `base` (/dashboard/UserKnowledgebase or /Cp/knowledge), defaults left out. */
export function knowledgeHref(base: string, state: KnowledgeState, changes: Partial<KnowledgeState> = {}): string {
  const next = { ...state, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.category) params.set('category', next.category);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
