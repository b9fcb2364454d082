import type { ChangeEvent, SelectHTMLAttributes } from 'react';

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
  /** For a controlled select: called with the new value (instead of an onChange handler). */
  onValue?: (value: string) => void;
}

/** A labelled native select (keyboard and screen-reader friendly). */
export default function SelectField({ label, name, options, placeholder, error, hint, className, onValue, ...select }: Props) {
  const onChange = onValue && ((event: ChangeEvent<HTMLSelectElement>) => onValue(event.target.value));
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} name={name} className={controlClass(Boolean(error))} onChange={onChange} {...select}>
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
