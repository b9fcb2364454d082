import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose a subject"); omit it to force a choice among the options. */
  placeholder?: string;
  error?: string;
  hint?: string;
}

/** A labelled native select (keyboard and screen-reader friendly) with its error beside it. */
export default function SelectField({ label, name, options, placeholder, error, hint, className, ...select }: Props) {
  const id = useId();
  const describedBy = (error ? `${id}-error` : hint && `${id}-hint`) || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
