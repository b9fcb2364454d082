// The list's filters as a plain GET form: it works without JavaScript, and with it the new state
// is pushed to the URL (client navigation, so Back returns to the previous filters).
import { useRouter } from 'next/router';
import { useId, type SubmitEvent } from 'react';

import {
  CATEGORY_LABELS,
  COMPANY_CATEGORIES,
  COMPANY_SORTS,
  COMPANY_STATUSES,
  companyRecordsHref,
  parseCompanyRecordsQuery,
  type CompanyRecordsState,
} from '@/lib/companyRecords';

interface Props {
  state: CompanyRecordsState;
  sectors: string[];
}

const field = 'h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-sm text-slate-900';

export default function CompanyFilters({ state, sectors }: Props) {
  const router = useRouter();
  const id = useId();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget).entries()) as Record<string, string>;
    void router.push(companyRecordsHref({ ...parseCompanyRecordsQuery(data, sectors), page: 1 }));
  }

  const select = (name: string, label: string, value: string, options: [string, string][]) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`${id}-${name}`} name={name} defaultValue={value} className={`mt-1 ${field}`}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      key={companyRecordsHref(state)}
      method="get"
      action="/indian-stocks"
      onSubmit={submit}
      aria-label="Filter and sort companies"
      className="grid grid-cols-2 items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-5"
    >
      {select('sector', 'Sector', state.sector ?? '', [['', 'All sectors'], ...sectors.map((s): [string, string] => [s, s])])}
      {select('category', 'Category', state.category ?? '', [
        ['', 'All categories'],
        ...COMPANY_CATEGORIES.map((c): [string, string] => [c, CATEGORY_LABELS[c]]),
      ])}
      {select('status', 'Status', state.status ?? '', [['', 'Any status'], ...COMPANY_STATUSES.map((s): [string, string] => [s, s])])}
      {select('sort', 'Sort by', state.sort, Object.entries(COMPANY_SORTS))}
      <input type="hidden" name="view" value={state.view} />
      <button
        type="submit"
        className="col-span-2 min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 md:col-span-1"
      >
        Apply
      </button>
    </form>
  );
}
