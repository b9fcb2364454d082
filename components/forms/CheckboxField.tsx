// One checkbox with its label beside it and its error or hint wired to it (Field's note and aria
// attributes); a form reads it as "on" when ticked and not at all when not. A group sharing one name is
// CheckboxGroup.
import type { ReactNode } from 'react';

import { FieldNote, useFieldNote } from '@/components/forms/Field';

interface Props {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}

export default function CheckboxField({ name, label, hint, error, required }: Props) {
  const control = useFieldNote(error, hint);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...control}
          type="checkbox"
          name={name}
          required={required}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
        />
        <label htmlFor={control.id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldNote controlId={control.id} error={error} hint={hint} className="ml-8" />
    </div>
  );
}
