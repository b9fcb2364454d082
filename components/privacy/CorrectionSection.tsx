// Correction (DPDP Act 2023, s. 12): what the holder changes themselves (the profile), and what needs
// proof: an investor's name, PAN, demat or bank reopen their KYC, which the KYC desk reviews as any other.
import { useState } from 'react';

import FormSuccess from '@/components/about/FormSuccess';
import ApiForm from '@/components/forms/ApiForm';
import CheckboxGroup from '@/components/forms/CheckboxGroup';
import SubmitButton from '@/components/forms/SubmitButton';
import TextArea from '@/components/forms/TextArea';
import Section from '@/components/kit/Section';
import ButtonLink from '@/components/ui/ButtonLink';
import { call } from '@/lib/contracts/client';
import { correctionRequestApi } from '@/lib/contracts/privacy';
import type { ProfileRole } from '@/lib/contracts/profile';
import { useApiForm } from '@/lib/hooks/useApiForm';
import type { KycStatus } from '@/lib/status/kyc';
import { CORRECTION_FIELD_LABELS, CORRECTION_FIELDS, CORRECTION_NOTE_MAX_LENGTH, correctionRequestSchema } from '@/lib/validations/privacy';

const PROFILE: Record<ProfileRole, string> = { user: '/dashboard/profile', partner: '/Cp/cp-profile' };

function CorrectionForm() {
  const [success, setSuccess] = useState('');
  const form = useApiForm(correctionRequestSchema, async (values) => {
    setSuccess('');
    setSuccess((await call(correctionRequestApi, values)).message);
  });
  const { errors, submitting } = form;

  return (
    <ApiForm form={form} className="mt-4 space-y-4" label="Request a correction">
      <CheckboxGroup
        legend="What is wrong"
        name="fields"
        options={CORRECTION_FIELDS.map((value) => ({ value, label: CORRECTION_FIELD_LABELS[value] }))}
        error={errors.fields}
      />
      <TextArea label="What should it say" name="note" rows={3} maxLength={CORRECTION_NOTE_MAX_LENGTH} error={errors.note} />
      <SubmitButton look="section" busy={submitting} label="Request a correction" busyLabel="Sending…" />
      {success && (
        <p className="text-sm">
          <FormSuccess message={success} /> <ButtonLink href="/dashboard/kyc">Go to KYC</ButtonLink>
        </p>
      )}
    </ApiForm>
  );
}

export default function CorrectionSection({ accountRole, kycStatus }: { accountRole: ProfileRole; kycStatus?: KycStatus }) {
  return (
    <Section title="Correct your data" look="card">
      <p className="mt-1 text-sm text-slate-600">
        You change your name, picture, email and mobile number yourself on your profile (a new email or number is confirmed with a code).
      </p>
      <p className="mt-3">
        <ButtonLink href={PROFILE[accountRole]}>Edit your profile</ButtonLink>
      </p>
      {accountRole === 'user' ? (
        <>
          <p className="mt-4 text-sm text-slate-600">
            Your name as on PAN, your PAN, demat and bank account need proof: a correction reopens your KYC, you upload the new documents
            and our KYC desk checks them.
          </p>
          {kycStatus === 'verified' || kycStatus === 'rejected' ? (
            <CorrectionForm />
          ) : (
            <p className="mt-3 text-sm text-slate-700">
              {kycStatus === 'submitted'
                ? 'Your KYC is under review: you can ask for a correction once it is decided.'
                : 'Complete your KYC first.'}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600">
            Your PAN and bank account need proof: a change is confirmed with a code we email you, and our finance desk verifies it before
            any payout goes there.
          </p>
          <p className="mt-3">
            <ButtonLink href="/Cp/cp-profile#bank" look="outline">
              Change your PAN or bank account
            </ButtonLink>
          </p>
        </>
      )}
    </Section>
  );
}
