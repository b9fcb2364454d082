import type { SelectHTMLAttributes } from 'react';

import Field, { controlClass } from '@/components/forms/Field';

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

/** A labelled native select (keyboard and screen-reader friendly). */
export default function SelectField({ label, name, options, placeholder, error, hint, className, ...select }: Props) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} name={name} className={controlClass(Boolean(error))} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
