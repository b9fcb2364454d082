import { useRouter } from 'next/router';
import { useState } from 'react';

import { EmailField, FullNameField, PhoneField } from '@/components/forms/ContactFields';
import FormAlert from '@/components/forms/FormAlert';
import NewPasswordField from '@/components/forms/NewPasswordField';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import ConsentChoices from '@/components/privacy/ConsentChoices';
import { useVisitor } from '@/components/providers/VisitorProvider';
import { partnerSignUpApi, userSignUpApi } from '@/lib/contracts/accounts';
import { call } from '@/lib/contracts/client';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { partnerSignUpSchema, userSignUpSchema } from '@/lib/validations/auth';

const ROLE = {
  user: { api: userSignUpApi, schema: userSignUpSchema, home: '/dashboard' },
  partner: { api: partnerSignUpApi, schema: partnerSignUpSchema, home: '/Cp/dashboard' },
} as const;

export default function SignUpForm({ accountRole }: { accountRole: keyof typeof ROLE }) {
  const router = useRouter();
  const { setKind } = useVisitor();
  const { api, schema, home } = ROLE[accountRole];
  const { errors, formError, submitting, onSubmit } = useApiForm(schema, async (values) => {
    await call(api, values);
    setKind(accountRole);
    await router.push(home);
  });
  const referralCode = typeof router.query.code === 'string' ? router.query.code : undefined;
  // Sharing with the referring partner is offered once there is a partner's code to share with.
  const [code, setCode] = useState(referralCode ?? '');

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Create account">
      <FormAlert message={formError} />
      <FullNameField error={errors.fullName} />
      <EmailField error={errors.email} />
      <PhoneField error={errors.phone} />
      {accountRole === 'partner' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Firm (optional)" name="firm" autoComplete="organization" error={errors.firm} />
          <TextField label="City (optional)" name="city" autoComplete="address-level2" error={errors.city} />
        </div>
      )}
      <NewPasswordField label="Password" name="password" error={errors.password} />
      {accountRole === 'user' && (
        <TextField
          label="Partnership code (optional)"
          name="partnershipCode"
          defaultValue={referralCode}
          autoCapitalize="characters"
          hint="If a channel partner referred you, enter their code"
          error={errors.partnershipCode}
          onValue={setCode}
        />
      )}
      <ConsentChoices
        purposes={accountRole === 'user' && code.trim() !== '' ? ['marketing_email', 'partner_sharing'] : ['marketing_email']}
        errors={errors}
      />
      <SubmitButton busy={submitting} label="Create account" busyLabel="Creating your account…" />
    </form>
  );
}
