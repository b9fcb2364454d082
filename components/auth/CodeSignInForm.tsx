// Sign in with a six-digit code sent by email or SMS instead of a password.
import { useRouter } from 'next/router';

import CodeField from '@/components/auth/CodeField';
import CodeRequestForm from '@/components/auth/CodeRequestForm';
import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import { useVisitor } from '@/components/providers/VisitorProvider';
import { otpApi } from '@/lib/api/clients';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { useCodeRequest } from '@/lib/hooks/useCodeRequest';
import { safeNextPath } from '@/lib/safeRedirect';
import { otpSignInSchema } from '@/lib/validations/otp';

const HOME = { user: '/dashboard', partner: '/Cp/dashboard' } as const;

export default function CodeSignInForm({ accountRole }: { accountRole: keyof typeof HOME }) {
  const router = useRouter();
  const { setKind } = useVisitor();
  const flow = useCodeRequest();
  const verify = useApiForm(otpSignInSchema, async (values) => {
    await otpApi.post('signIn', values);
    setKind(accountRole);
    await router.push(safeNextPath(router.query.next, HOME[accountRole]));
  });

  if (!flow.sent) {
    return <CodeRequestForm flow={flow} accountRole={accountRole} purpose="sign-in" label="Get a sign-in code" submitLabel="Send code" />;
  }

  const { errors, formError, submitting, onSubmit } = verify;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in with a code">
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
        onResend={() => void flow.resend(accountRole, 'sign-in')}
      />
      <SubmitButton busy={submitting} label="Sign in" busyLabel="Signing in…" />
      <button type="button" onClick={flow.startOver} className="text-sm font-semibold text-brand-700 underline">
        Use a different {flow.sent.channel === 'email' ? 'email' : 'mobile number'}
      </button>
    </form>
  );
}
