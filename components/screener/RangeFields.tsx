import { RANGE_FIELDS, type RangeField } from '@/lib/screener';

interface Props {
  field: RangeField;
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

const input =
  'w-full min-w-0 rounded-lg border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** A labelled min / max pair; the names are the URL's, so the form also works without JavaScript. */
export default function RangeFields({ field, values, onChange }: Props) {
  const { label, min } = RANGE_FIELDS[field];
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {(['Min', 'Max'] as const).map((end) => {
          const name = `${field}${end}`;
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
                className={input}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
