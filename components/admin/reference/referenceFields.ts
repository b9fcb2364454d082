// The fields of the site's FAQs and glossary terms in the console.
import type { FieldSpec } from '@/components/forms/FormFields';
import {
  MAX_FAQ_ANSWER,
  MAX_FAQ_CATEGORY,
  MAX_FAQ_QUESTION,
  MAX_GLOSSARY_DEFINITION,
  MAX_GLOSSARY_TERM,
} from '@/lib/validations/referenceAdmin';

export const FAQ_FIELDS: readonly FieldSpec[] = [
  { label: 'Category', name: 'category', maxLength: MAX_FAQ_CATEGORY, hint: 'The heading it is listed under on the FAQ page.' },
  { label: 'Question', name: 'question', maxLength: MAX_FAQ_QUESTION },
  { control: 'textarea', label: 'Answer', name: 'answer', rows: 6, maxLength: MAX_FAQ_ANSWER },
];

export const GLOSSARY_FIELDS: readonly FieldSpec[] = [
  { label: 'Term', name: 'term', maxLength: MAX_GLOSSARY_TERM },
  { control: 'textarea', label: 'Definition', name: 'definition', rows: 5, maxLength: MAX_GLOSSARY_DEFINITION },
];
