// Replace the authenticator: the password again, then a new secret to scan, then a code from it.
// Until that code is confirmed the old authenticator keeps working, so a half-done reset locks no one out.
import { useState, type ComponentProps, type ReactNode } from 'react';

import FormSuccess from '@/components/about/FormSuccess';
import AuthenticatorQr from '@/components/admin/account/AuthenticatorQr';
import FormAlert from '@/components/forms/FormAlert';
import TextField from '@/components/forms/TextField';
import { primaryButton } from '@/components/profile/buttons';
import { operatorTotpConfirmApi, operatorTotpResetApi, type OperatorTotpResetData } from '@/lib/contracts/accounts';
import { call } from '@/lib/contracts/client';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { totpResetConfirmSchema, totpResetStartSchema } from '@/lib/validations/operators';

interface StepFormProps {
  form: Pick<ReturnType<typeof useApiForm>, 'errors' | 'formError' | 'submitting' | 'onSubmit'>;
  label: string;
  field: Omit<ComponentProps<typeof TextField>, 'error'>;
  submitLabel: string;
  busyLabel: string;
  /** Another button beside the submit button. */
  action?: ReactNode;
  /** Shown under the buttons. */
  children?: ReactNode;
}

/** One step of the reset: a form of one field, its submit button and what follows it. */
function StepForm({ form, label, field, submitLabel, busyLabel, action, children }: StepFormProps) {
  return (
    <form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4" aria-label={label}>
      <FormAlert message={form.formError} />
      <TextField {...field} error={form.errors[field.name]} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined} className={primaryButton}>
          {form.submitting ? busyLabel : submitLabel}
        </button>
        {action}
      </div>
      {children}
    </form>
  );
}

export default function TotpReset() {
  const [pending, setPending] = useState<OperatorTotpResetData | null>(null);
  const [done, setDone] = useState('');
  const start = useApiForm(totpResetStartSchema, async (values) => {
    setDone('');
    const response = await call(operatorTotpResetApi, values);
    setPending(response.data);
  });
  const confirm = useApiForm(totpResetConfirmSchema, async (values) => {
    const response = await call(operatorTotpConfirmApi, values);
    setPending(null);
    setDone(response.message);
  });

  if (!pending) {
    return (
      <StepForm
        form={start}
        label="Start replacing the authenticator"
        field={{ label: 'Your password', name: 'currentPassword', type: 'password', autoComplete: 'current-password', required: true }}
        submitLabel="Set up a new authenticator"
        busyLabel="Preparing…"
      >
        <FormSuccess message={done} />
      </StepForm>
    );
  }

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Scan this code with your authenticator app, or type the secret into it.</li>
        <li>Type the six-digit code the app now shows for it. Your old authenticator works until you do.</li>
      </ol>
      <AuthenticatorQr secret={pending.secret} qrSvg={pending.qrSvg} alt="QR code of the new authenticator secret" />
      <StepForm
        form={confirm}
        label="Confirm the new authenticator"
        field={{
          label: 'Code from the new authenticator',
          name: 'code',
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          required: true,
        }}
        submitLabel="Switch to the new authenticator"
        busyLabel="Checking…"
        action={
          <button
            type="button"
            onClick={() => setPending(null)}
            className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Keep the old one
          </button>
        }
      />
    </div>
  );
}
