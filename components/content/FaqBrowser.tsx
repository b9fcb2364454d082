import { useMemo, useState } from 'react';

import FaqItem from './FaqItem';
import FilterField from './FilterField';
import { matchesFilter } from './filterText';

export interface Faq {
  id: number;
  category: string;
  question: string;
  answer: string;
}

const sectionId = (category: string) =>
  `faq-${category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** FAQs grouped by category (in the order they first appear) with an instant filter. */
export default function FaqBrowser({ faqs }: { faqs: Faq[] }) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => faqs.filter((f) => matchesFilter(query, f.question, f.answer)), [faqs, query]);
  const groups = useMemo(() => {
    const byCategory = new Map<string, Faq[]>();
    for (const faq of shown) byCategory.set(faq.category, [...(byCategory.get(faq.category) ?? []), faq]);
    return [...byCategory];
  }, [shown]);

  return (
    <>
      <div className="mt-8">
        <FilterField
          id="faq-filter"
          label="Filter questions"
          value={query}
          onChange={setQuery}
          announcement={`${shown.length} ${shown.length === 1 ? 'question' : 'questions'} shown`}
        />
      </div>
      {groups.length === 0 && (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-700">
          {query ? `No questions match “${query.trim()}”.` : 'No questions have been published yet.'}
        </p>
      )}
      {groups.map(([category, items]) => (
        <section key={category} aria-labelledby={sectionId(category)} className="mt-8">
          <h2 id={sectionId(category)} className="text-xl font-bold text-brand-900">
            {category}
          </h2>
          <ul className="mt-3 space-y-2">
            {items.map((faq) => (
              <li key={faq.id}>
                <FaqItem question={faq.question} answer={faq.answer} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
