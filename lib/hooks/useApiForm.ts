// Form submission with the same zod schema the server uses: client-side messages first,
// then the server's per-field messages, and one form-level message for anything else.
import { useState, type SyntheticEvent } from 'react';
import type { ZodType, z } from 'zod';

import { apiError } from '@/lib/api/clients';
import { formErrors } from '@/lib/validations/fields';

/** A form's values by name; a name several checked boxes share (a group) gives the list of their values. */
export function formValues(form: HTMLFormElement): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const data = new FormData(form);
  return Object.fromEntries(
    [...new Set(data.keys())].map((name) => {
      const values = data.getAll(name);
      return [name, values.length > 1 ? values : (values[0] ?? '')];
    }),
  );
}

export function useApiForm<S extends ZodType>(schema: S, send: (values: z.output<S>) => Promise<void>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const raw = formValues(form);
    const parsed = schema.safeParse(raw);
    setFormError('');
    if (!parsed.success) {
      setErrors(formErrors(parsed.error));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await send(parsed.data);
    } catch (error) {
      const { message, errors: fieldErrors } = apiError(error);
      setErrors(fieldErrors);
      setFormError(Object.keys(fieldErrors).length ? '' : message);
      if (Object.keys(fieldErrors).length) focusFirstInvalid(form);
    } finally {
      setSubmitting(false);
    }
  }

  // A form's onSubmit expects no promise back; the submission reports its own errors in state.
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    void submit(event);
  };

  return { errors, formError, submitting, onSubmit };
}

function focusFirstInvalid(form: HTMLFormElement) {
  // Wait for the error state to render aria-invalid before moving focus.
  window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
