import type { SelectOption } from '@/components/forms/SelectField';
import SelectField from '@/components/forms/SelectField';
import TextField from '@/components/forms/TextField';

interface Props {
  /** The list page the filters apply to (a plain GET form: the filters live in the URL). */
  action: string;
  search?: { label: string; value: string; hint?: string };
  select?: { label: string; name: string; value: string; options: readonly SelectOption[]; placeholder: string };
}

/** A list's search and filter, sent as the URL's query (page 1). Works without JavaScript. */
export default function ListFilters({ action, search, select }: Props) {
  return (
    <form action={action} method="get" role="search" aria-label="Filter the list" className="mb-6 flex flex-wrap items-end gap-3">
      {search && (
        <TextField
          label={search.label}
          name="q"
          type="search"
          defaultValue={search.value}
          hint={search.hint}
          className="min-w-60 flex-1"
          maxLength={100}
        />
      )}
      {select && (
        <SelectField
          label={select.label}
          name={select.name}
          defaultValue={select.value}
          options={select.options}
          placeholder={select.placeholder}
          className="min-w-48"
        />
      )}
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Apply
      </button>
    </form>
  );
}

/** The href of a list page with its filters and a page number, leaving out empty values. */
export function listHref(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '' && !(key === 'page' && value === 1)) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
