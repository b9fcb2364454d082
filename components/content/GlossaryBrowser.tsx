import { useMemo, useState } from 'react';

import FilterField from './FilterField';
import { indexLetter, matchesFilter } from './filterText';
import GlossaryLetterNav from './GlossaryLetterNav';

export interface GlossaryTerm {
  term: string;
  slug: string;
  definition: string;
}

const LETTERS = [...Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index)), '#'];

/** A–Z index, instant filter and the terms grouped by letter; each term is addressable as #<slug>. */
export default function GlossaryBrowser({ terms }: { terms: GlossaryTerm[] }) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => terms.filter((t) => matchesFilter(query, t.term, t.definition)), [terms, query]);
  const groups = useMemo(() => {
    const byLetter = new Map<string, GlossaryTerm[]>();
    for (const term of shown) {
      const letter = indexLetter(term.term);
      byLetter.set(letter, [...(byLetter.get(letter) ?? []), term]);
    }
    return LETTERS.flatMap((letter) => {
      const group = byLetter.get(letter);
      return group ? [[letter, group] as const] : [];
    });
  }, [shown]);
  const letters = LETTERS.filter((letter) => letter !== '#' || groups.some(([l]) => l === '#'));

  return (
    <>
      <div id="glossary-index" className="mt-8 space-y-4 border-b border-slate-200 pb-4">
        <GlossaryLetterNav letters={letters} available={new Set(groups.map(([letter]) => letter))} />
        <FilterField
          id="glossary-filter"
          label="Filter terms"
          value={query}
          onChange={setQuery}
          announcement={`${shown.length} ${shown.length === 1 ? 'term' : 'terms'} shown`}
        />
      </div>
      {groups.length === 0 && (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-700">
          {query ? `No terms match “${query.trim()}”.` : 'The glossary is empty for now.'}
        </p>
      )}
      {groups.map(([letter, items]) => (
        <section key={letter} id={`letter-${letter}`} aria-labelledby={`heading-${letter}`} className="mt-10 scroll-mt-32">
          <div className="flex items-baseline justify-between border-b border-slate-200 pb-2">
            <h2 id={`heading-${letter}`} className="text-2xl font-bold text-brand-900">
              {letter}
            </h2>
            <a href="#glossary-index" className="text-sm font-medium text-brand-800 underline">
              Back to A–Z
            </a>
          </div>
          <dl className="mt-4 space-y-3" data-testid="glossary-terms">
            {items.map((item) => (
              <div
                key={item.slug}
                id={item.slug}
                className="scroll-mt-32 rounded-xl p-4 target:bg-accent-400/20 target:ring-2 target:ring-accent-500"
              >
                <dt className="font-semibold text-slate-900">
                  <a href={`#${item.slug}`} className="hover:underline">
                    {item.term}
                  </a>
                </dt>
                <dd className="mt-1 text-slate-700">{item.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
