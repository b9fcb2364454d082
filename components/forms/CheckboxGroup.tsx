// A group of checkboxes sharing one name (the form reads the ticked values as a list), with its legend
// and one error for the group.
import { useId, type ReactNode } from 'react';

interface Props<V extends string> {
  legend: ReactNode;
  name: string;
  options: readonly { value: V; label: ReactNode }[];
  defaultValue?: readonly V[];
  error?: string;
  /** Classes of the grid that holds the boxes. */
  className?: string;
}

export default function CheckboxGroup<V extends string>({
  legend,
  name,
  options,
  defaultValue = [],
  error,
  className = 'grid gap-2 sm:grid-cols-2',
}: Props<V>) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={className}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800"
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={defaultValue.includes(option.value)}
              className="h-4 w-4 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
