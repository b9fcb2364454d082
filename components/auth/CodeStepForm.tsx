// Step two of signing in with a code or resetting a password: the code that was sent, a resend once
// the cool-down is over, and a way back to step one. The caller's form sends what it holds.
import type { ReactNode } from 'react';

import CodeField from '@/components/auth/CodeField';
import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import type { CodeRequest, useCodeRequest } from '@/lib/hooks/useCodeRequest';
import type { useApiForm } from '@/lib/hooks/useApiForm';

interface Props {
  flow: ReturnType<typeof useCodeRequest>;
  /** Where the code went (the flow's `sent`, once there is one). */
  sent: CodeRequest;
  accountRole: 'user' | 'partner';
  purpose: 'sign-in' | 'reset';
  form: ReturnType<typeof useApiForm>;
  /** Fields after the code (the new password). */
  children?: ReactNode;
}

/** The form's accessible name and its button, for each purpose. */
const TEXT = {
  'sign-in': { label: 'Sign in with a code', submitLabel: 'Sign in', busyLabel: 'Signing in…' },
  reset: { label: 'Choose a new password', submitLabel: 'Set new password', busyLabel: 'Saving…' },
} as const;

export default function CodeStepForm({ flow, sent, accountRole, purpose, form, children }: Props) {
  const { errors, formError, submitting, onSubmit } = form;
  const { label, submitLabel, busyLabel } = TEXT[purpose];
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label={label}>
      <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
        {flow.notice} It is valid for 10 minutes.
      </p>
      <FormAlert message={formError} />
      <input type="hidden" name="role" value={accountRole} />
      <input type="hidden" name="channel" value={sent.channel} />
      <input type="hidden" name="destination" value={sent.destination} />
      <CodeField
        error={errors.code}
        secondsLeft={flow.secondsLeft}
        resending={flow.resending}
        onResend={() => void flow.resend(accountRole, purpose)}
      />
      {children}
      <SubmitButton busy={submitting} label={submitLabel} busyLabel={busyLabel} />
      <button type="button" onClick={flow.startOver} className="text-sm font-semibold text-brand-700 underline">
        Use a different {sent.channel === 'email' ? 'email' : 'mobile number'}
      </button>
    </form>
  );
}
