// Company search as an ARIA combobox: queried on every keystroke, newest answer wins. It sits in every
// page's header, so the API client (axios) loads with the first keystroke, not with the page.
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

import { companyPath } from '@/lib/slug';

export interface CompanySearchResult {
  id: number | string;
  name: string;
  logo: string | null;
  urlName: string;
  slug?: string | null;
}

type SearchState =
  { kind: 'idle' } | { kind: 'results'; items: CompanySearchResult[] } | { kind: 'none'; status?: number; message: string };

interface Props {
  variant: 'public' | 'user' | 'partner';
  placeholder?: string;
  className?: string;
}

const NOT_FOUND_TEXT = "Didn't find the stock?";

const hrefFor = (company: CompanySearchResult) => (company.slug ? `/indian-stocks/${company.slug}` : companyPath(company.urlName));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();

export default function CompanySearchBox({ variant, placeholder = 'Search For Unlisted Company...', className = '' }: Props) {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const sequence = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  async function search(value: string) {
    setQuery(value);
    setOpen(true);
    setActive(-1);
    inFlight.current?.abort();
    const current = ++sequence.current;
    const name = value.trim();
    if (!name) {
      inFlight.current = null;
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    // Another keystroke may abort this search while the client loads, or while the request runs.
    const aborted = () => controller.signal.aborted;
    const [{ apiError }, { call }, { companyListApi }] = await Promise.all([
      import('@/lib/api/clients'),
      import('@/lib/contracts/client'),
      import('@/lib/contracts/search'),
    ]);
    if (aborted()) return;
    try {
      const answer = await call(companyListApi, { page: '1', limit: '10', name }, { signal: controller.signal });
      if (current !== sequence.current) return;
      const items = answer.data.result;
      setState(items.length > 0 ? { kind: 'results', items } : { kind: 'none', status: 404, message: answer.message });
    } catch (error) {
      // The API answers "no match" with 404 (spec): it arrives here, its message shown as the empty state.
      if (current !== sequence.current || aborted()) return;
      const { message, status } = apiError(error, '');
      setState({ kind: 'none', status, message });
    }
  }

  const items = state.kind === 'results' ? state.items : [];
  const showPanel = open && query.trim() !== '' && state.kind !== 'idle';
  const showList = showPanel && items.length > 0;

  function choose(company: CompanySearchResult) {
    setOpen(false);
    void router.push(hrefFor(company));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = items.length;
    // Nothing highlighted: Enter opens the first (best) match.
    const target = items[active] ?? items[0];
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter' && showList && target) {
      event.preventDefault();
      choose(target);
    } else if (event.key === 'Escape' && showList) {
      // Keep the typed text: a first Escape only closes the list (a search input would clear itself).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  // Close only when focus leaves the whole box, so Tab can reach the "Contact Us!!" link.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  let notice = '';
  if (state.kind === 'none') {
    if (variant === 'partner') notice = state.status === 404 ? 'No Data Found' : state.message || 'No Data Found';
    else if (variant === 'user' && state.message) notice = state.message;
    else notice = NOT_FOUND_TEXT;
  }

  return (
    <div className={`relative ${className}`} onBlur={onBlur}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search unlisted companies
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500"
      >
        <path
          fill="currentColor"
          d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
        />
      </svg>
      <input
        id={`${id}-input`}
        // A text field, not type="search": HTML allows the combobox role only on a text input. The phone's
        // keyboard still offers its search key (enterKeyHint).
        type="text"
        enterKeyHint="search"
        role="combobox"
        autoComplete="off"
        maxLength={100}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={query}
        onChange={(event) => void search(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        className="h-10 w-full rounded-full border border-gray-300 bg-gray-50 pl-9 pr-4 text-sm text-gray-900 placeholder:text-gray-500 transition focus:border-brand-600 focus:bg-white"
      />
      {/* Presentational: the mouse-down handler only keeps focus in the input while an option is clicked. */}
      <div
        role="presentation"
        onMouseDown={(event) => {
          event.preventDefault();
        }}
        className={
          showPanel
            ? 'absolute inset-x-0 top-full z-50 mt-2 min-w-64 overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-lg'
            : undefined
        }
      >
        <ul id={listId} role="listbox" aria-label="Matching companies" hidden={!showList} className="max-h-80 overflow-y-auto py-1">
          {items.map((company, index) => (
            <li key={company.id} role="none">
              <Link
                prefetch={false}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                href={hrefFor(company)}
                onClick={() => setOpen(false)}
                className={`flex items-center gap-3 px-4 py-2 text-sm text-gray-900 hover:bg-brand-50 ${index === active ? 'bg-brand-50' : ''}`}
              >
                {company.logo ? (
                  // Decorative: the company name beside it is the option's accessible name. A small logo from
                  // any host, often SVG: next/image has no allow-list for them.
                  // eslint-disable-next-line @next/next/no-img-element -- see above
                  <img
                    src={company.logo}
                    alt=""
                    width={28}
                    height={28}
                    loading="lazy"
                    className="h-7 w-7 rounded-full bg-white object-contain ring-1 ring-gray-200"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
                  >
                    {initials(company.name)}
                  </span>
                )}
                <span className="truncate">{company.name}</span>
              </Link>
            </li>
          ))}
        </ul>
        {/* One live region: the no-match notice when there is one, otherwise a hidden result count. */}
        <p role="status" className={showPanel && notice ? 'px-4 py-3 text-sm text-gray-700' : 'sr-only'}>
          {showPanel && !notice && `${items.length} ${items.length === 1 ? 'company' : 'companies'} found`}
          {showPanel && notice}
          {showPanel && notice === NOT_FOUND_TEXT && (
            <>
              {' '}
              <Link
                prefetch={false}
                href="/contact-us"
                onClick={() => setOpen(false)}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                Contact Us!!
              </Link>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
