import Link from 'next/link';
import { useState, type ChangeEvent, type SubmitEvent } from 'react';

import {
  defaultFilters,
  hasActiveFilters,
  parseScreenerQuery,
  RANGE_KEYS,
  rangeErrors,
  SCREENER_CATEGORIES,
  SCREENER_STATUSES,
  screenerHref,
  type ScreenerFilters,
} from '@/lib/screener';

import SelectField from '@/components/forms/SelectField';

import { formValuesFor } from './formValues';
import RangeFields from './RangeFields';

interface Props {
  filters: ScreenerFilters;
  sectors: string[];
  onApply: (filters: ScreenerFilters) => void;
}

const STATUS_OPTIONS = SCREENER_STATUSES.map((status) => ({ value: status, label: status }));

/**
 * The filters: lists apply at once, numbers on "Apply". A plain GET form underneath, so it also works
 * without JavaScript. On a phone it folds behind a "Filters" button.
 */
export default function ScreenerFilterForm({ filters, sectors, onApply }: Props) {
  const [values, setValues] = useState(() => formValuesFor(filters));
  const [open, setOpen] = useState(false);
  // Shown after an Apply that found a min above its max; cleared as soon as either field changes.
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  // The form shows the filters in force: after Back, a shared link, a sort or a page change
  // (adjusted while rendering, when the filters in force change: no extra render with stale values).
  const [shownFilters, setShownFilters] = useState(filters);
  if (shownFilters !== filters) {
    setShownFilters(filters);
    setValues(formValuesFor(filters));
  }

  /**
   * Applies the form, unless a range has its min above its max: that is said on the field and nothing
   * changes. What else the parser ignores (text) disappears from the form too.
   */
  const apply = (next: Record<string, string>) => {
    const found = rangeErrors(next);
    setErrors(found);
    const invalid = Object.keys(found);
    if (invalid[0]) {
      setOpen(true);
      document.querySelector<HTMLInputElement>(`#screener-filters [name="${invalid[0]}"]`)?.focus();
      return;
    }
    const parsed = parseScreenerQuery({ ...next, q: filters.q ?? '', sort: filters.sort, dir: filters.dir }, sectors);
    setValues(formValuesFor(parsed));
    onApply(parsed);
  };
  const onChange = (name: string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    const maxName = name.replace(/Min$/, 'Max');
    if (errors[maxName]) setErrors(({ [maxName]: _fixed, ...rest }) => rest);
  };
  const onSelect = ({ target }: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...values, [target.name]: target.value };
    setValues(next);
    apply(next);
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(values);
  };
  const active = hasActiveFilters(filters);

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="screener-filters"
        onClick={() => setOpen(!open)}
        className="mb-3 flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-900 lg:hidden"
      >
        Filters{active ? ' (active)' : ''}
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      <form
        id="screener-filters"
        method="get"
        action="/screener"
        aria-label="Screener filters"
        onSubmit={onSubmit}
        className={`${open ? 'grid' : 'hidden'} gap-4 rounded-2xl border border-slate-200 bg-white p-4 lg:grid`}
      >
        <SelectField
          name="sector"
          label="Sector"
          placeholder="Any"
          value={values.sector}
          options={sectors.map((s) => ({ value: s, label: s }))}
          onChange={onSelect}
        />
        <SelectField
          name="category"
          label="Category"
          placeholder="Any"
          value={values.category}
          options={SCREENER_CATEGORIES}
          onChange={onSelect}
        />
        <SelectField name="status" label="Status" placeholder="Any" value={values.status} options={STATUS_OPTIONS} onChange={onSelect} />
        {RANGE_KEYS.map((field) => (
          <RangeFields key={field} field={field} values={values} errors={errors} onChange={onChange} />
        ))}
        {filters.q && <input type="hidden" name="q" value={filters.q} />}
        <input type="hidden" name="sort" value={filters.sort} />
        <input type="hidden" name="dir" value={filters.dir} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Apply filters
          </button>
          {active && (
            <Link
              href={screenerHref({ ...defaultFilters(), q: filters.q, sort: filters.sort, dir: filters.dir })}
              shallow
              scroll={false}
              className="font-medium text-brand-700 underline"
            >
              Clear all
            </Link>
          )}
        </div>
      </form>
    </div>
  );
}
