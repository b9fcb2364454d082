import type { TextareaHTMLAttributes } from 'react';

import Field, { controlClass } from '@/components/forms/Field';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line field (same look as TextField). */
export default function TextArea({ label, name, error, hint, className, rows = 5, ...textarea }: Props) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} name={name} rows={rows} className={controlClass(Boolean(error))} {...textarea} />}
    </Field>
  );
}
