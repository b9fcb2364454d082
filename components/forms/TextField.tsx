import type { ChangeEvent, InputHTMLAttributes } from 'react';

import Field, { controlClass } from '@/components/forms/Field';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /** For a controlled field: called with the new value (instead of an onChange handler). */
  onValue?: (value: string) => void;
}

export default function TextField({ label, name, error, hint, className, onValue, ...input }: Props) {
  const onChange = onValue && ((event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value));
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} name={name} className={controlClass(Boolean(error))} onChange={onChange} {...input} />}
    </Field>
  );
}
