import type { InputHTMLAttributes } from 'react';

import Field, { controlClass } from '@/components/forms/Field';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

export default function TextField({ label, name, error, hint, className, ...input }: Props) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} name={name} className={controlClass(Boolean(error))} {...input} />}
    </Field>
  );
}
