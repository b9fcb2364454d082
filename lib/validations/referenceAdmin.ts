// Operators keep the site's FAQs and glossary in the console: one schema per form for the form and the API.
import { z } from '@/lib/zod';

import { boundedText } from './knowledgeAdmin';
import { listQuery } from './pagination';

export const MAX_FAQ_CATEGORY = 60;
export const MAX_FAQ_QUESTION = 300;
export const MAX_FAQ_ANSWER = 5_000;
export const MAX_GLOSSARY_TERM = 100;
export const MAX_GLOSSARY_DEFINITION = 2_000;

export const REFERENCE_MESSAGES = {
  termTaken: 'The glossary already has this term (or one written the same way).',
  termNoLetters: 'A term needs at least one letter or digit.',
} as const;

export const faqSchema = z.object({
  category: boundedText('Category', 2, MAX_FAQ_CATEGORY),
  question: boundedText('Question', 5, MAX_FAQ_QUESTION),
  answer: boundedText('Answer', 5, MAX_FAQ_ANSWER, 'multiline'),
});
export type FaqInput = z.output<typeof faqSchema>;

export const FAQ_DIRECTIONS = ['up', 'down'] as const;
export type FaqDirection = (typeof FAQ_DIRECTIONS)[number];
export const FAQ_MOVE_MESSAGES = {
  direction: 'Choose up or down.',
  first: 'This question is already first on the FAQ page.',
  last: 'This question is already last on the FAQ page.',
  changed: 'The questions were reordered meanwhile; reload and try again.',
} as const;

/** POST /api/v1/admin/faqs/{id}/move: one place up or down the FAQ page. */
export const faqMoveSchema = z.object({ direction: z.enum(FAQ_DIRECTIONS, { error: FAQ_MOVE_MESSAGES.direction }) });

export const glossaryTermSchema = z.object({
  term: boundedText('Term', 1, MAX_GLOSSARY_TERM),
  definition: boundedText('Definition', 5, MAX_GLOSSARY_DEFINITION, 'multiline'),
});
export type GlossaryTermInput = z.output<typeof glossaryTermSchema>;

export const referenceListQuery = listQuery({});
export type ReferenceListQuery = z.output<typeof referenceListQuery>;
