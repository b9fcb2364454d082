// Step one of signing in with a code or resetting a password: where to send the code.
import ChannelChoice from '@/components/auth/ChannelChoice';
import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import type { useCodeRequest } from '@/lib/hooks/useCodeRequest';

interface Props {
  flow: ReturnType<typeof useCodeRequest>;
  accountRole: 'user' | 'partner';
  purpose: 'sign-in' | 'reset';
  label: string;
  submitLabel: string;
}

export default function CodeRequestForm({ flow, accountRole, purpose, label, submitLabel }: Props) {
  const { errors, formError, submitting, onSubmit } = flow.request;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={label}>
      <FormAlert message={formError} />
      <input type="hidden" name="role" value={accountRole} />
      <input type="hidden" name="purpose" value={purpose} />
      <ChannelChoice value={flow.channel} onChange={flow.setChannel} />
      {flow.channel === 'email' ? (
        <TextField key="email" label="Email" name="destination" type="email" autoComplete="email" required error={errors.destination} />
      ) : (
        <TextField
          key="sms"
          label="Mobile number"
          name="destination"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          hint="10 digits, e.g. 98765 43210"
          error={errors.destination}
        />
      )}
      <SubmitButton busy={submitting} label={submitLabel} busyLabel="Sending…" />
    </form>
  );
}
