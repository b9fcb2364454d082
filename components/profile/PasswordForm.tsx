import { useRef, useState } from 'react';

import FormSuccess from '@/components/about/FormSuccess';
import FormAlert from '@/components/forms/FormAlert';
import NewPasswordField from '@/components/forms/NewPasswordField';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import type { TokenRole } from '@/lib/auth/token';
import { call } from '@/lib/contracts/client';
import { operatorPasswordApi, PROFILE_API } from '@/lib/contracts/profile';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { passwordChangeFormSchema } from '@/lib/validations/profile';

/** Where each role changes its password (POST { currentPassword, newPassword }). */
const PASSWORD_API = { user: PROFILE_API.user.password, partner: PROFILE_API.partner.password, operator: operatorPasswordApi } as const;

/** Change the password: the current one, then the new one twice. */
export default function PasswordForm({ accountRole }: { accountRole: TokenRole }) {
  const form = useRef<HTMLFormElement>(null);
  const [success, setSuccess] = useState('');
  const { errors, formError, submitting, onSubmit } = useApiForm(passwordChangeFormSchema, async ({ currentPassword, newPassword }) => {
    setSuccess('');
    const response = await call(PASSWORD_API[accountRole], { currentPassword, newPassword });
    form.current?.reset();
    setSuccess(response.message);
  });

  return (
    <form method="post" ref={form} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
      <FormAlert message={formError} />
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordField label="New password" name="newPassword" error={errors.newPassword} />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
      </div>
      <SubmitButton look="section" busy={submitting} label="Change password" busyLabel="Changing…" />
      <FormSuccess message={success} />
    </form>
  );
}
