// One checkbox with its label beside it and its error or hint wired to it (aria-invalid, aria-describedby);
// a form reads it as "on" when ticked and not at all when not. A group sharing one name is CheckboxGroup.
import { useId, type ReactNode } from 'react';

interface Props {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}

export default function CheckboxField({ name, label, hint, error, required }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hint ? hintId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 ml-8 text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="mt-1 ml-8 text-xs text-slate-600">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
