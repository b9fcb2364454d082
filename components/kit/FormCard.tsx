// The console kit's form: a card that posts (never a GET with the fields in the address), its
// form-level message on top, then the fields and the button the page gives it.
import type { ReactNode, SyntheticEvent } from 'react';

import FormAlert from '@/components/forms/FormAlert';

const WIDTHS = { xl: 'max-w-xl', '2xl': 'max-w-2xl', '3xl': 'max-w-3xl' } as const;

interface Props {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  formError: string;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}

export default function FormCard({ label, onSubmit, formError, width = '2xl', children }: Props) {
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className={`${WIDTHS[width]} space-y-4 rounded-2xl border border-slate-200 bg-white p-5`}
    >
      <FormAlert message={formError} />
      {children}
    </form>
  );
}
