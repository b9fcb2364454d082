import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';

import CodeSignInForm from '@/components/auth/CodeSignInForm';
import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import { useVisitor } from '@/components/providers/VisitorProvider';
import { partnerSignInApi, userSignInApi } from '@/lib/contracts/accounts';
import { call } from '@/lib/contracts/client';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { safeNextPath } from '@/lib/safeRedirect';
import { signInSchema } from '@/lib/validations/auth';

const ROLE = {
  user: { api: userSignInApi, home: '/dashboard' },
  partner: { api: partnerSignInApi, home: '/Cp/dashboard' },
} as const;

export default function SignInForm({ accountRole }: { accountRole: keyof typeof ROLE }) {
  const [withCode, setWithCode] = useState(false);
  const switchMode = (
    <button
      type="button"
      onClick={() => setWithCode(!withCode)}
      className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      {withCode ? 'Use your password instead' : 'Get a one-time code instead'}
    </button>
  );
  return (
    <div className="space-y-4">
      {withCode ? <CodeSignInForm accountRole={accountRole} /> : <PasswordSignInForm accountRole={accountRole} />}
      {switchMode}
    </div>
  );
}

function PasswordSignInForm({ accountRole }: { accountRole: keyof typeof ROLE }) {
  const router = useRouter();
  const { setKind } = useVisitor();
  const { api, home } = ROLE[accountRole];
  const { errors, formError, submitting, onSubmit } = useApiForm(signInSchema, async (values) => {
    await call(api, values);
    setKind(accountRole);
    await router.push(safeNextPath(router.query.next, home));
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
      <FormAlert message={formError} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
      <p className="text-right text-sm">
        <Link
          href={accountRole === 'partner' ? '/Cp/signin/forgot-password' : '/login/forgot-password'}
          className="font-semibold text-brand-700 underline"
        >
          Forgot password?
        </Link>
      </p>
      <SubmitButton busy={submitting} label="Sign in" busyLabel="Signing in…" />
    </form>
  );
}
