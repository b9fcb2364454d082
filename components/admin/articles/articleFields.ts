// A news article's fields in the console, one list for the new article and the edit page.
import type { FieldSpec } from '@/components/forms/FormFields';
import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS } from '@/lib/articleCategories';
import {
  MAX_ARTICLE_AUTHOR,
  MAX_ARTICLE_BODY,
  MAX_ARTICLE_IMAGE_URL,
  MAX_ARTICLE_SLUG,
  MAX_ARTICLE_SUMMARY,
  MAX_ARTICLE_TITLE,
} from '@/lib/validations/articleAdmin';

export const SLUG_FIELD: FieldSpec = {
  label: 'Address (slug)',
  name: 'slug',
  hint: 'The article lives at /articles/<slug>: lower-case letters, digits and hyphens.',
  maxLength: MAX_ARTICLE_SLUG,
  autoComplete: 'off',
  spellCheck: false,
};

export const PUBLISH_AT_FIELD: FieldSpec = {
  label: 'Publish at (India Standard Time)',
  name: 'publishAt',
  type: 'datetime-local',
  hint: 'The article goes on the site by itself at this time.',
};

export const TITLE_FIELD: FieldSpec = { label: 'Title', name: 'title', maxLength: MAX_ARTICLE_TITLE };

/** What follows the title (and, for a new article, its address). */
export const ARTICLE_DETAIL_FIELDS: readonly FieldSpec[] = [
  {
    control: 'select',
    label: 'Category',
    name: 'category',
    options: ARTICLE_CATEGORIES.map((value) => ({ value, label: ARTICLE_CATEGORY_LABELS[value] })),
    placeholder: 'Choose a category',
  },
  { label: 'Author', name: 'author', maxLength: MAX_ARTICLE_AUTHOR },
  { control: 'textarea', label: 'Summary', name: 'summary', rows: 3, maxLength: MAX_ARTICLE_SUMMARY },
  { control: 'textarea', label: 'Body (Markdown)', name: 'body', rows: 18, maxLength: MAX_ARTICLE_BODY, className: 'font-mono' },
  {
    label: 'Image (optional)',
    name: 'coverImage',
    hint: 'An https:// address or a path on this site, shown above the text.',
    maxLength: MAX_ARTICLE_IMAGE_URL,
    inputMode: 'url',
  },
];

/** The text of an article: everything but its address and its time. */
export const ARTICLE_TEXT_FIELDS: readonly FieldSpec[] = [TITLE_FIELD, ...ARTICLE_DETAIL_FIELDS];
