// The FAQ desk and the glossary desk of the console (components/admin/reference/ReferenceDesk.tsx).
import FaqMove from '@/components/admin/reference/FaqMove';
import type { Desk } from '@/components/admin/reference/ReferenceDesk';
import { FAQ_FIELDS, GLOSSARY_FIELDS } from '@/components/admin/reference/referenceFields';
import { RecordName } from '@/components/kit/cells';
import { call } from '@/lib/contracts/client';
import {
  adminFaqCreatedApi,
  adminFaqDeletedApi,
  adminFaqUpdatedApi,
  adminGlossaryCreatedApi,
  adminGlossaryDeletedApi,
  adminGlossaryUpdatedApi,
} from '@/lib/contracts/reference';
import { faqSchema, glossaryTermSchema } from '@/lib/validations/referenceAdmin';

interface Faq {
  id: number;
  category: string;
  question: string;
  answer: string;
  position: number;
}

interface Term {
  id: number;
  term: string;
  slug: string;
  definition: string;
}

export const FAQ_DESK: Desk<typeof faqSchema, Faq> = {
  title: 'FAQs',
  description:
    'The questions on the site’s FAQ page, in their order there (move one up or down to reorder). A change is on the page as soon as it is saved.',
  path: '/admin/faqs',
  api: '/api/v1/admin/faqs',
  searchHint: 'Question or category.',
  plural: 'Questions',
  singular: 'question',
  columns: [
    {
      label: 'Question',
      rowHeader: true,
      cell: (faq) => <RecordName href={`/admin/faqs/${faq.id}`} name={faq.question} detail={faq.category} />,
    },
    { label: 'Place', numeric: true, cell: (faq) => faq.position },
    { label: 'Order on the page', cell: (faq) => <FaqMove faq={faq} /> },
  ],
  schema: faqSchema,
  fields: FAQ_FIELDS,
  heading: (faq) => faq.question,
  about: (faq) => `Under “${faq.category}” on the FAQ page.`,
  create: (values) => call(adminFaqCreatedApi, values),
  update: (id, values) => call(adminFaqUpdatedApi, values, { params: { id } }),
  remove: (id) => call(adminFaqDeletedApi, undefined, { params: { id } }),
};

export const GLOSSARY_DESK: Desk<typeof glossaryTermSchema, Term> = {
  title: 'Glossary',
  description: 'The terms on the site’s glossary page, A to Z. A change is on the page as soon as it is saved.',
  path: '/admin/glossary',
  api: '/api/v1/admin/glossary',
  searchHint: 'Term or definition.',
  plural: 'Terms',
  singular: 'term',
  columns: [
    {
      label: 'Term',
      rowHeader: true,
      cell: (term) => <RecordName href={`/admin/glossary/${term.id}`} name={term.term} detail={`#${term.slug}`} />,
    },
    { label: 'Definition', className: 'text-slate-700', cell: (term) => term.definition },
  ],
  schema: glossaryTermSchema,
  fields: GLOSSARY_FIELDS,
  heading: (term) => term.term,
  about: (term) => `On the glossary page at /glossary#${term.slug}.`,
  create: (values) => call(adminGlossaryCreatedApi, values),
  update: (id, values) => call(adminGlossaryUpdatedApi, values, { params: { id } }),
  remove: (id) => call(adminGlossaryDeletedApi, undefined, { params: { id } }),
};
