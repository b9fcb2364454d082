import { useRouter } from 'next/router';

import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import { useVisitor } from '@/components/providers/VisitorProvider';
import { cpApi, userApi } from '@/lib/api/clients';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { safeNextPath } from '@/lib/safeRedirect';
import { signInSchema } from '@/lib/validations/auth';

const ROLE = {
  user: { api: userApi, home: '/dashboard' },
  partner: { api: cpApi, home: '/Cp/dashboard' },
} as const;

export default function SignInForm({ role }: { role: keyof typeof ROLE }) {
  const router = useRouter();
  const { setKind } = useVisitor();
  const { api, home } = ROLE[role];
  const { errors, formError, submitting, onSubmit } = useApiForm(signInSchema, async (values) => {
    await api.post('auth/login', values);
    setKind(role);
    await router.push(safeNextPath(router.query.next, home));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
      <FormAlert message={formError} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <SubmitButton busy={submitting} label="Sign in" busyLabel="Signing in…" />
    </form>
  );
}
