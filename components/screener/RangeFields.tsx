import { RANGE_FIELDS, type RangeField } from '@/lib/screener';

interface Props {
  field: RangeField;
  values: Record<string, string>;
  /** Messages by input name (only a max field gets one: "Max must be at least the min"). */
  errors: Partial<Record<string, string>>;
  onChange: (name: string, value: string) => void;
}

const input =
  'w-full min-w-0 rounded-lg border px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** A labelled min / max pair; the names are the URL's, so the form also works without JavaScript. */
export default function RangeFields({ field, values, errors, onChange }: Props) {
  const { label, min } = RANGE_FIELDS[field];
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {(['Min', 'Max'] as const).map((end) => {
          const name = `${field}${end}`;
          const error = errors[name];
          return (
            <label key={end} className="block text-xs text-slate-600">
              {end}
              <span className="sr-only"> {label}</span>
              <input
                type="number"
                inputMode="decimal"
                step="any"
                min={min}
                name={name}
                value={values[name] ?? ''}
                onChange={(event) => onChange(name, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${name}-error` : undefined}
                className={`${input} ${error ? 'border-red-600' : 'border-slate-300'}`}
              />
            </label>
          );
        })}
      </div>
      {errors[`${field}Max`] && (
        <p id={`${field}Max-error`} className="mt-1 text-xs font-medium text-red-700">
          {errors[`${field}Max`]}
        </p>
      )}
    </fieldset>
  );
}
