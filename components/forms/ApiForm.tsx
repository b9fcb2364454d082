// A form sent with useApiForm: checked in the browser with the server's schema, its form-level
// message on top (the server's, or a rule over several fields), then the fields and the button the
// section gives it. FormCard is the console's framed form; this one sits inside a section.
import type { ReactNode, Ref } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import type { useApiForm } from '@/lib/hooks/useApiForm';

interface Props {
  /** What useApiForm returned for this form. */
  form: Pick<ReturnType<typeof useApiForm>, 'errors' | 'formError' | 'onSubmit'>;
  /** The form's accessible name. */
  label: string;
  className?: string;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

export default function ApiForm({ form, label, className = 'space-y-4', ref, children }: Props) {
  return (
    <form ref={ref} noValidate onSubmit={form.onSubmit} className={className} aria-label={label}>
      <FormAlert message={form.formError || form.errors._ || ''} />
      {children}
    </form>
  );
}
