import Link from 'next/link';
import { useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';

import { defaultFilters, screenerHref, screenerQueryString, type ScreenerFilters } from '@/lib/screener';
import { rangesToQuery, suggest, type Suggestions } from '@/lib/screenerQuery';
import { QUERY_HINT_EXAMPLE, QUERY_PLACEHOLDER } from '@/lib/screenerQuery/examples';

interface Props {
  /** The input's id, for the results to point to when the query cannot run. */
  inputId: string;
  filters: ScreenerFilters;
  /** Why the query in force does not run ("unknown column 'Prce' at 1:1 — …"), or null. */
  error: string | null;
  /** Checks a query before running it: its error, or null when it parses. */
  check: (q: string) => string | null;
  onRun: (q: string) => void;
}

const CLOSED: Suggestions = { from: 0, to: 0, items: [] };

/**
 * The query box: a GET form (works without JavaScript: the server answers /screener?q=…), with a
 * combobox that suggests the columns, operators and keywords that may come next at the cursor.
 */
export default function ScreenerQueryBox({ inputId, filters, error, check, onRun }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(filters.q ?? '');
  const [shownQ, setShownQ] = useState(filters.q);
  const [suggestions, setSuggestions] = useState(CLOSED);
  const [active, setActive] = useState(-1);
  const [typedError, setTypedError] = useState<string | null>(null);
  // The box shows the query in force after Back, a shared link or "Edit as a query".
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setValue(filters.q ?? '');
    setTypedError(null);
  }

  const listId = `${id}-suggestions`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const open = suggestions.items.length > 0;
  const shownError = typedError ?? error;

  const refresh = (text: string, cursor: number) => {
    setSuggestions(suggest(text, cursor));
    setActive(-1);
  };
  const close = () => {
    setSuggestions(CLOSED);
    setActive(-1);
  };

  const choose = (index: number) => {
    const item = suggestions.items[index];
    if (!item) return;
    const next = `${value.slice(0, suggestions.from)}${item.label} ${value.slice(suggestions.to).trimStart()}`;
    const cursor = suggestions.from + item.label.length + 1;
    setValue(next);
    refresh(next, cursor);
    requestAnimationFrame(() => input.current?.setSelectionRange(cursor, cursor));
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.items.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      // Enter takes the highlighted suggestion; with none highlighted it runs the query.
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    const problem = q ? check(q) : null;
    setTypedError(problem);
    close();
    if (!problem) onRun(q);
  };

  // The other filters ride along, so running a query without JavaScript keeps them.
  const others = [...new URLSearchParams(screenerQueryString({ ...filters, q: null, page: 1 }))];
  const fromRanges = rangesToQuery(filters);
  const together = [filters.q && (fromRanges ? `(${filters.q})` : filters.q), fromRanges].filter(Boolean).join(' AND ');

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
      <form method="get" action="/screener" aria-label="Screener query" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="block font-semibold text-brand-900">
          Query
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          For example <code>{QUERY_HINT_EXAMPLE}</code>.{' '}
          <Link href="/screener/help" className="font-medium text-brand-700 underline">
            How to write a query, every column and ten example screens
          </Link>
        </p>
        {others.map(([name, param]) => (
          <input key={name} type="hidden" name={name} value={param} />
        ))}
        <div
          className="relative mt-2 flex flex-wrap gap-2"
          onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && close()}
        >
          <input
            ref={input}
            id={inputId}
            name="q"
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            maxLength={500}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${errorId} ${id}-hint` : `${id}-hint`}
            placeholder={QUERY_PLACEHOLDER}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setTypedError(null);
              refresh(event.target.value, event.target.selectionStart ?? event.target.value.length);
            }}
            onClick={(event) => refresh(value, event.currentTarget.selectionStart ?? value.length)}
            onFocus={(event) => refresh(value, event.currentTarget.selectionStart ?? value.length)}
            onKeyDown={onKeyDown}
            className="w-full min-w-0 basis-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm sm:basis-0 sm:flex-1"
          />
          <button type="submit" className="w-full rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 sm:w-auto">
            Run query
          </button>
          {/* Presentational: the mouse-down handler only keeps focus in the input while an option is clicked. */}
          <div role="presentation" onMouseDown={(event) => event.preventDefault()} className="absolute inset-x-0 top-full z-40 mt-1">
            <ul
              id={listId}
              role="listbox"
              aria-label="Suggestions"
              hidden={!open}
              className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
            >
              {suggestions.items.map((item, index) => (
                // Keys reach the options through the input (aria-activedescendant); a click picks one too.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- see above
                <li
                  key={`${item.kind}-${item.label}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onClick={() => choose(index)}
                  className={`cursor-pointer px-3 py-1.5 text-sm ${index === active ? 'bg-brand-50' : ''}`}
                >
                  <span className="font-mono font-semibold text-brand-900">{item.label}</span>
                  {item.detail && <span className="ml-2 text-slate-600">{item.detail}</span>}
                </li>
              ))}
            </ul>
          </div>
        </div>
        {shownError && (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {shownError}
          </p>
        )}
      </form>
      {fromRanges && (
        <p className="mt-3 text-sm text-slate-700">
          Your filters as a query: <code className="font-mono text-brand-900">{fromRanges}</code>{' '}
          <Link
            href={screenerHref({ ...defaultFilters(), q: together, sort: filters.sort, dir: filters.dir })}
            className="font-medium text-brand-700 underline"
          >
            Edit as a query
          </Link>
        </p>
      )}
    </div>
  );
}
