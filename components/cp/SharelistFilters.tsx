// The share list's search, filters and sort as a plain GET form: it works without JavaScript, and
// with it the new state is pushed to the URL (client navigation, so Back returns to the previous list).
import { useRouter } from 'next/router';
import type { SubmitEvent } from 'react';

import SelectField from '@/components/forms/SelectField';
import SearchField from '@/components/forms/SearchField';

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

export default function SharelistFilters({ state, sectors }: Props) {
  const router = useRouter();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget).entries()) as Record<string, string>;
    void router.push(sharelistHref({ ...parseSharelistState(data, sectors), page: 1 }));
  }

  const select = (name: string, label: string, value: string, options: [string, string][]) => (
    <SelectField
      label={label}
      name={name}
      defaultValue={value}
      options={options.map(([optionValue, text]) => ({ value: optionValue, label: text }))}
    />
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
      <SearchField
        label="Company name"
        query={state.q}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Search companies"
        className="col-span-2"
      />
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
