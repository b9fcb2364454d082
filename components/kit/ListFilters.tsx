// A list's filters as a plain GET form (it works without JavaScript); with JavaScript the router
// replaces the URL instead, so the filters stay in the address bar and Back leaves the list.
import { useRouter } from 'next/router';
import type { ReactNode, SubmitEvent } from 'react';

import type { SelectOption } from '@/components/forms/SelectField';
import SelectField from '@/components/forms/SelectField';
import TextField from '@/components/forms/TextField';
import { BUTTON_LOOKS } from '@/components/ui/buttonLooks';
import TextLink from '@/components/ui/TextLink';

export type ListQuery = Record<string, string | number | null | undefined>;

interface FilterBase {
  label: string;
  /** The query parameter; `q` by default. */
  name?: string;
  value: string;
  hint?: string;
}

export type ListFilter =
  | (FilterBase & { kind: 'search' | 'text' })
  | (FilterBase & { kind: 'select'; name: string; options: readonly SelectOption[]; placeholder: string });

interface Props {
  /** The list page the filters apply to. */
  path: string;
  filters: readonly ListFilter[];
  /** The form's accessible name. */
  filtersLabel?: string;
  /** Query the form keeps that none of its fields carries. */
  query?: ListQuery;
  shallow?: boolean;
  /** The submit button's text. */
  submitLabel?: string;
  /** Shown while any filter is set: a link back to the whole list. */
  clearLabel?: string;
  /** Drawn at the end of the row (the CSV link). */
  children?: ReactNode;
}

/** The href of a list page with its filters and a page number, leaving out empty values and page 1. */
export function listHref(path: string, params: ListQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '' && !(key === 'page' && value === 1)) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** One filter: a select, or a text or search box (100 characters for a search, 200 for an identifier). */
function FilterField({ filter }: { filter: ListFilter }) {
  if (filter.kind === 'select') {
    const { kind: _kind, value, ...select } = filter;
    return <SelectField {...select} defaultValue={value} className="min-w-48" />;
  }
  const { kind, value, name = 'q', ...text } = filter;
  const search = kind === 'search';
  return (
    <TextField
      {...text}
      name={name}
      type={kind}
      defaultValue={value}
      maxLength={search ? 100 : 200}
      className={search ? 'min-w-60 flex-1' : 'min-w-48'}
    />
  );
}

/** Whether any of a list's filters has a value (the list then shows only what matches). */
export function anyFilterSet(filters: readonly ListFilter[]): boolean {
  return filters.some((filter) => filter.value !== '');
}

/** The filters' values by name (`q` for the search), as the list's address carries them. */
export function filterQuery(filters: readonly ListFilter[]): ListQuery {
  return Object.fromEntries(filters.map((filter) => [filter.name ?? 'q', filter.value]));
}

/** A list's search and filters, sent as the URL's query (page 1). */
export default function ListFilters({
  path,
  filters,
  filtersLabel = 'Filter the list',
  query = {},
  shallow = false,
  submitLabel = 'Apply',
  clearLabel,
  children,
}: Props) {
  const filtered = anyFilterSet(filters);
  const router = useRouter();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const params: ListQuery = { ...query };
    for (const [key, value] of new FormData(event.currentTarget)) params[key] = typeof value === 'string' ? value.trim() : '';
    void router.replace(listHref(path, params), undefined, { shallow, scroll: false });
  }

  return (
    <form
      action={path}
      method="get"
      role="search"
      aria-label={filtersLabel}
      onSubmit={submit}
      className="mb-6 flex flex-wrap items-end gap-3"
    >
      {Object.entries(query).map(
        ([key, value]) =>
          value !== null && value !== undefined && value !== '' && <input key={key} type="hidden" name={key} value={value} />,
      )}
      {filters.map((filter) => (
        <FilterField key={filter.name ?? 'q'} filter={filter} />
      ))}
      <button type="submit" className={BUTTON_LOOKS.primary}>
        {submitLabel}
      </button>
      {clearLabel && filtered && (
        <TextLink href={listHref(path, query)} className="inline-flex min-h-11 items-center text-sm">
          {clearLabel}
        </TextLink>
      )}
      {children}
    </form>
  );
}
