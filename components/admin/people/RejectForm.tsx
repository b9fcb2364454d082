// A rejection with a reason, under an approve button: a partner's application, a partner's bank account.
import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import type { useApiForm } from '@/lib/hooks/useApiForm';

interface Props {
  /** The form's accessible name ("Reject the application"). */
  name: string;
  reasonLabel: string;
  /** Fields sent with the reason (decision: reject, the record's id). */
  hidden: Record<string, string | number>;
  form: Pick<ReturnType<typeof useApiForm>, 'onSubmit' | 'formError' | 'errors' | 'submitting'>;
  submitLabel: string;
}

export default function RejectForm({ name, reasonLabel, hidden, form, submitLabel }: Props) {
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label={name} className="space-y-3">
      {Object.entries(hidden).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <FormAlert message={form.formError} />
      <TextField label={reasonLabel} name="reason" error={form.errors.reason} maxLength={500} />
      <SubmitButton busy={form.submitting} label={submitLabel} busyLabel="Rejecting…" look="inline" />
    </form>
  );
}
