import type { InputHTMLAttributes } from 'react';

import Field, { controlClass } from '@/components/forms/Field';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** The file input's look, shared with the profile picture chooser. */
export const fileControlClass = (invalid: boolean) =>
  controlClass(
    invalid,
    'w-full py-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800',
  );

/** A labelled file input with its rules as a hint. */
export default function FileField({ label, name, error, hint, className, ...input }: Props) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} name={name} type="file" className={fileControlClass(Boolean(error))} {...input} />}
    </Field>
  );
}
