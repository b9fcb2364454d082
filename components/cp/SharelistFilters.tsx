// The share list's search, filters and sort as a plain GET form: it works without JavaScript, and
// with it the new state is pushed to the URL (client navigation, so Back returns to the previous list).
import { useRouter } from 'next/router';
import { useId, type SubmitEvent } from 'react';

import {
  defaultOrder,
  MAX_SEARCH_LENGTH,
  parseSharelistState,
  SHARE_SORT_LABELS,
  SHARE_SORTS,
  SHARE_STATUS_LABELS,
  SHARE_STATUSES,
  sharelistHref,
  type SharelistState,
} from '@/lib/validations/partnerShares';

interface Props {
  state: SharelistState;
  sectors: string[];
}

const field = 'mt-1 h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-sm text-slate-900';

export default function SharelistFilters({ state, sectors }: Props) {
  const router = useRouter();
  const id = useId();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget).entries()) as Record<string, string>;
    void router.push(sharelistHref({ ...parseSharelistState(data, sectors), page: 1 }));
  }

  const select = (name: string, label: string, value: string, options: [string, string][]) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`${id}-${name}`} name={name} defaultValue={value} className={field}>
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
      key={sharelistHref(state)}
      method="get"
      action="/Cp/sharelist"
      role="search"
      onSubmit={submit}
      aria-label="Search, filter and sort the share list"
      className="grid grid-cols-2 items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-6"
    >
      <div className="col-span-2">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-800">
          Company name
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={state.q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Search companies"
          className={field}
        />
      </div>
      {select('status', 'Status', state.status ?? '', [
        ['', 'Any status'],
        ...SHARE_STATUSES.map((s): [string, string] => [s, SHARE_STATUS_LABELS[s]]),
      ])}
      {select('sector', 'Sector', state.sector ?? '', [['', 'All sectors'], ...sectors.map((s): [string, string] => [s, s])])}
      {select(
        'sort',
        'Sort by',
        state.sort,
        SHARE_SORTS.map((s): [string, string] => [s, SHARE_SORT_LABELS[s]]),
      )}
      {select('order', 'Order', state.order === defaultOrder(state.sort) ? '' : state.order, [
        ['', 'Default'],
        ['asc', 'Ascending'],
        ['desc', 'Descending'],
      ])}
      <button
        type="submit"
        className="col-span-2 min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 lg:col-span-1"
      >
        Apply
      </button>
    </form>
  );
}
