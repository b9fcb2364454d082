// A news article's state. Stored: draft (never public), published (public from its published_at on)
// and unpublished (taken down, kept in the console). "Scheduled" is not stored: it is a published
// article whose time has not come, so it goes public at that time with no job to flip it (every public
// query asks status = 'published' and published_at <= now()).
import { z } from '../zod';

import { labelled } from './labels';

export const ARTICLE_STATES = ['draft', 'published', 'unpublished'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

/** What the console shows and filters on: the stored state, with a future published article "scheduled". */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const articleStatusEnum = z.enum(ARTICLE_STATUSES, { error: 'Status must be draft, scheduled, published or unpublished.' });

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = labelled(ARTICLE_STATUSES);

/** The status an article shows at `now`. */
export function articleStatusOf(article: { status: ArticleState; publishedAt: Date | string }, now = new Date()): ArticleStatus {
  if (article.status !== 'published') return article.status;
  return new Date(article.publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}
