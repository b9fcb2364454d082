// Operators correct published news articles in the console (the news desk): one schema for the form
// and the API. The address (slug), category and date stay as published: links and lists keep them.
import { z } from '@/lib/zod';

import { boundedText } from './knowledgeAdmin';
import { paginationQuery } from './pagination';

export const MAX_ARTICLE_TITLE = 200;
export const MAX_ARTICLE_SUMMARY = 400;
export const MAX_ARTICLE_BODY = 50_000;

export const articleEditSchema = z.object({
  title: boundedText('Title', 3, MAX_ARTICLE_TITLE),
  summary: boundedText('Summary', 10, MAX_ARTICLE_SUMMARY, 'multiline'),
  body: boundedText('Body', 20, MAX_ARTICLE_BODY, 'multiline'),
});
export type ArticleEdit = z.output<typeof articleEditSchema>;

export const adminArticleListQuery = paginationQuery.extend({
  q: z.string('q must be a single value.').trim().max(100, 'q must be at most 100 characters.').optional(),
});
export type AdminArticleListQuery = z.output<typeof adminArticleListQuery>;
