// Forgotten password: a code by email or SMS, then a new password. The answers never say
// whether an account uses the address.
import Link from 'next/link';
import { useState } from 'react';

import CodeRequestForm from '@/components/auth/CodeRequestForm';
import CodeStepForm from '@/components/auth/CodeStepForm';
import NewPasswordField from '@/components/forms/NewPasswordField';
import { passwordResetApi } from '@/lib/contracts/accounts';
import { call } from '@/lib/contracts/client';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { useCodeRequest } from '@/lib/hooks/useCodeRequest';
import { passwordResetSchema } from '@/lib/validations/otp';

const SIGN_IN = { user: '/login', partner: '/Cp/signin' } as const;

export default function ForgotPasswordForm({ accountRole }: { accountRole: keyof typeof SIGN_IN }) {
  const flow = useCodeRequest();
  const [done, setDone] = useState('');
  const reset = useApiForm(passwordResetSchema, async (values) => {
    const { message } = await call(passwordResetApi, values);
    setDone(message);
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

  return (
    <CodeStepForm flow={flow} sent={flow.sent} accountRole={accountRole} purpose="reset" form={reset}>
      <NewPasswordField label="New password" name="password" error={reset.errors.password} />
    </CodeStepForm>
  );
}
