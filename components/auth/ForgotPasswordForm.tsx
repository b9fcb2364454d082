// Forgotten password: a code by email or SMS, then a new password. The answers never say
// whether an account uses the address.
import Link from 'next/link';
import { useState } from 'react';

import CodeField from '@/components/auth/CodeField';
import CodeRequestForm from '@/components/auth/CodeRequestForm';
import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import { otpApi, type ApiSuccess } from '@/lib/api/clients';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { useCodeRequest } from '@/lib/hooks/useCodeRequest';
import { MIN_PASSWORD_LENGTH } from '@/lib/validations/fields';
import { passwordResetSchema } from '@/lib/validations/otp';

const SIGN_IN = { user: '/login', partner: '/Cp/signin' } as const;

export default function ForgotPasswordForm({ accountRole }: { accountRole: keyof typeof SIGN_IN }) {
  const flow = useCodeRequest();
  const [done, setDone] = useState('');
  const reset = useApiForm(passwordResetSchema, async (values) => {
    const { data } = await otpApi.post<ApiSuccess<null>>('resetPassword', values);
    setDone(data.message);
  });

  if (done) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {done}
        </p>
        <Link
          href={SIGN_IN[accountRole]}
          className="block w-full rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          Go to sign in
        </Link>
      </div>
    );
  }

  if (!flow.sent) {
    return (
      <CodeRequestForm
        flow={flow}
        accountRole={accountRole}
        purpose="reset"
        label="Get a password reset code"
        submitLabel="Send reset code"
      />
    );
  }

  const { errors, formError, submitting, onSubmit } = reset;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Choose a new password">
      <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
        {flow.notice} It is valid for 10 minutes.
      </p>
      <FormAlert message={formError} />
      <input type="hidden" name="role" value={accountRole} />
      <input type="hidden" name="channel" value={flow.sent.channel} />
      <input type="hidden" name="destination" value={flow.sent.destination} />
      <CodeField
        error={errors.code}
        secondsLeft={flow.secondsLeft}
        resending={flow.resending}
        onResend={() => void flow.resend(accountRole, 'reset')}
      />
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password}
      />
      <SubmitButton busy={submitting} label="Set new password" busyLabel="Saving…" />
      <button type="button" onClick={flow.startOver} className="text-sm font-semibold text-brand-700 underline">
        Use a different {flow.sent.channel === 'email' ? 'email' : 'mobile number'}
      </button>
    </form>
  );
}
