import { useRef } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import TextArea from '@/components/forms/TextArea';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { MAX_SUPPORT_MESSAGE_LENGTH, supportReplySchema, type SupportReplyInput } from '@/lib/validations/support';
import SubmitButton from '@/components/forms/SubmitButton';

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
      <SubmitButton look="inline" busy={submitting} label={submitLabel} busyLabel="Sending…" />
    </form>
  );
}
