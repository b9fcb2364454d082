import { useState } from 'react';

import FormSuccess from '@/components/about/FormSuccess';
import ApiForm from '@/components/forms/ApiForm';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import { call } from '@/lib/contracts/client';
import { PROFILE_API, type ProfileRole } from '@/lib/contracts/profile';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { CITY_MAX_LENGTH, FIRM_MAX_LENGTH, partnerProfileSchema, userProfileSchema } from '@/lib/validations/profile';
import { MAX_NAME_LENGTH } from '@/lib/validations/fields';

interface Props {
  accountRole: ProfileRole;
  fullName: string;
  firm?: string | null;
  city?: string | null;
  onChanged: () => unknown;
}

/** A partner's optional firm and city. */
const PARTNER_FIELDS = [
  { label: 'Firm (optional)', name: 'firm', autoComplete: 'organization', maxLength: FIRM_MAX_LENGTH * 2 },
  { label: 'City (optional)', name: 'city', autoComplete: 'address-level2', maxLength: CITY_MAX_LENGTH * 2 },
] as const;

/** The values as the API reads them: the schema turns a cleared firm or city into null, which the API refuses as not text; '' clears it. */
const asSent = (values: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === null ? '' : value]));

/** Name (partners: also firm and city). */
export default function DetailsForm({ accountRole, fullName, firm, city, onChanged }: Props) {
  const partner = { firm, city };
  const [success, setSuccess] = useState('');
  const schema = accountRole === 'user' ? userProfileSchema : partnerProfileSchema;
  const form = useApiForm(schema, async (values) => {
    setSuccess('');
    const response = await call(PROFILE_API[accountRole].update, asSent(values));
    setSuccess(response.message);
    await onChanged();
  });
  const { errors, submitting } = form;

  return (
    <ApiForm form={form} label="Your details">
      <TextField
        label="Full name"
        name="fullName"
        autoComplete="name"
        required
        maxLength={MAX_NAME_LENGTH * 2}
        defaultValue={fullName}
        error={errors.fullName}
      />
      {accountRole === 'partner' && (
        <div className="grid gap-4 sm:grid-cols-2">
          {PARTNER_FIELDS.map((field) => (
            <TextField key={field.name} {...field} defaultValue={partner[field.name] ?? ''} error={errors[field.name]} />
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton look="section" busy={submitting} label="Save details" busyLabel="Saving…" />
      </div>
      <FormSuccess message={success} />
    </ApiForm>
  );
}
