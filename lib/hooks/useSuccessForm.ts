// A form that, once sent, is cleared and shows the server's confirmation (contact, enquiries): the
// success message is cleared on each new submission and set, after the reset, from what `send` returns.
import { useRef, useState, type SyntheticEvent } from 'react';
import type { ZodType, z } from 'zod';

import { useApiForm } from '@/lib/hooks/useApiForm';

export function useSuccessForm<S extends ZodType>(schema: S, send: (values: z.output<S>) => Promise<string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [success, setSuccess] = useState('');
  const form = useApiForm(schema, async (values) => {
    const message = await send(values);
    formRef.current?.reset();
    setSuccess(message);
  });

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    setSuccess('');
    form.onSubmit(event);
  };

  return { ...form, formRef, success, onSubmit };
}
