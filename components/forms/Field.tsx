// The one wrapper every form control sits in: label, hint, error and their aria wiring.
import { useId, type ReactNode } from 'react';

/** What the wrapper hands its control: spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  label: ReactNode;
  /** The rule the value must meet, shown under the control until there is an error. */
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  /** The control (or a row holding it), given the id and aria attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The shared look of a text-like control; the border turns red while it is invalid. */
export function controlClass(invalid: boolean, extra = 'w-full py-2.5 shadow-sm') {
  return `block rounded-lg border bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${extra} ${
    invalid ? 'border-red-600' : 'border-slate-300'
  }`;
}

/**
 * An error takes the hint's place, on screen and in aria-describedby, so a screen reader reads one
 * sentence: every error message restates the rule the hint gave (see lib/validations). `useFieldNote`
 * gives a control its id and aria attributes; `FieldNote` shows the sentence they name.
 */
export function useFieldNote(error: string | null | undefined, hint: ReactNode): FieldControlProps {
  const id = useId();
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined };
}

/** The error, or else the hint, under the control whose id is `controlId`; `className` adds to its place (an indent). */
export function FieldNote({
  controlId,
  error,
  hint,
  className = '',
}: {
  controlId: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
}) {
  if (error) {
    return (
      <p id={`${controlId}-error`} className={`mt-1 text-sm text-red-700 ${className}`}>
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${controlId}-hint`} className={`mt-1 text-xs text-slate-600 ${className}`}>
      {hint}
    </p>
  ) : null;
}

export default function Field({ label, hint, error, className, children }: Props) {
  const control = useFieldNote(error, hint);
  return (
    <div className={className}>
      <label htmlFor={control.id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(control)}
      <FieldNote controlId={control.id} error={error} hint={hint} />
    </div>
  );
}
