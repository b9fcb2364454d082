import type { ChangeEvent, TextareaHTMLAttributes } from 'react';

import Field, { controlClass } from '@/components/forms/Field';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /** For a controlled field: called with the new value (instead of an onChange handler). */
  onValue?: (value: string) => void;
}

/** A labelled multi-line field (same look as TextField). */
export default function TextArea({ label, name, error, hint, className, rows = 5, onValue, ...textarea }: Props) {
  const onChange = onValue && ((event: ChangeEvent<HTMLTextAreaElement>) => onValue(event.target.value));
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea {...control} name={name} rows={rows} className={controlClass(Boolean(error))} onChange={onChange} {...textarea} />
      )}
    </Field>
  );
}
