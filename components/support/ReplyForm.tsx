import { useRef } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import TextArea from '@/components/forms/TextArea';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { MAX_SUPPORT_MESSAGE_LENGTH, supportReplySchema, type SupportReplyInput } from '@/lib/validations/support';

interface Props {
  label: string;
  submitLabel: string;
  hint?: string;
  send: (values: SupportReplyInput) => Promise<void>;
}

/** One message to add to a ticket, checked with the API's own schema. */
export default function ReplyForm({ label, submitLabel, hint, send }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, formError, submitting, onSubmit } = useApiForm(supportReplySchema, async (values) => {
    await send(values);
    form.current?.reset();
  });
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
      <TextArea label={label} name="message" hint={hint} error={errors.message} rows={4} maxLength={MAX_SUPPORT_MESSAGE_LENGTH} />
      <FormAlert message={formError} />
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting || undefined}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {submitting ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
