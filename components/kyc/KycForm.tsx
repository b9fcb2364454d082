// The KYC form: PAN, demat account and bank account, checked with the API's own schema and messages.
import { useId, useState, type ChangeEvent } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import { call } from '@/lib/contracts/client';
import { kycSubmitApi } from '@/lib/contracts/kyc';
import { useApiForm } from '@/lib/hooks/useApiForm';
import type { KycView } from '@/lib/server/services/kyc';
import { DEPOSITORIES, KYC_HINTS, kycSubmitSchema, type Depository } from '@/lib/validations/kyc';
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '@/lib/validations/kycDocuments';

interface Props {
  /** A rejected KYC's details: the parts shown in full are filled in again; masked numbers must be typed. */
  previous: KycView['details'];
  onSubmitted: (kyc: KycView, message: string) => void;
  /** The documents still to upload (lib/validations/kycDocuments.ts), checked before the details are sent. */
  documentsMissing: () => Partial<Record<KycDocumentKind, string>>;
  /** Told at each press of Submit, valid or not: the page then flags the documents still missing. */
  onAttempt?: () => void;
}

interface KycFieldProps {
  label: string;
  name: string;
  hint: string;
  error: string | undefined;
  className?: string;
}

/** A code typed in capitals (PAN, DP ID, IFSC): upper-cased as typed without moving the caret. */
function CapitalsField({ value, onValue, ...field }: KycFieldProps & { value: string; onValue: (value: string) => void }) {
  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    const upper = input.value.toUpperCase();
    if (upper !== input.value) {
      input.value = upper;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    onValue(upper);
  }
  return (
    <TextField {...field} value={value} onChange={change} autoComplete="off" autoCapitalize="characters" spellCheck={false} required />
  );
}

/** An account number typed as digits (client ID, bank account). */
function DigitsField(field: KycFieldProps) {
  return <TextField {...field} inputMode="numeric" autoComplete="off" required />;
}

export default function KycForm({ previous, onSubmitted, documentsMissing, onAttempt }: Props) {
  const id = useId();
  const [depository, setDepository] = useState<Depository | ''>(previous?.depository ?? '');
  const [pan, setPan] = useState('');
  const [dpId, setDpId] = useState(previous?.dpId ?? '');
  const [ifsc, setIfsc] = useState(previous?.ifsc ?? '');
  const [missing, setMissing] = useState('');
  const { errors, formError, submitting, onSubmit } = useApiForm(kycSubmitSchema, async (values) => {
    const documents = Object.values(documentsMissing()).join(' ');
    setMissing(documents);
    if (documents) return;
    const { data, message } = await call(kycSubmitApi, values);
    onSubmitted(data, message);
  });
  // The server names a missing document under its kind.
  const documentErrors = KYC_DOCUMENT_KINDS.flatMap((kind) => (errors[kind] ? [errors[kind]] : [])).join(' ');
  const depositoryError = errors.depository;
  const dpIdHint = depository ? KYC_HINTS.dpId[depository] : `NSDL: ${KYC_HINTS.dpId.NSDL}; CDSL: ${KYC_HINTS.dpId.CDSL}`;

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        onAttempt?.();
        onSubmit(event);
      }}
      aria-label="KYC details"
      className="space-y-6"
    >
      <FormAlert message={formError || missing || documentErrors} />

      <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-base font-semibold text-slate-900">Identity</legend>
        <CapitalsField
          label="PAN"
          name="pan"
          value={pan}
          onValue={setPan}
          hint={KYC_HINTS.pan}
          error={errors.pan}
          className="sm:max-w-xs"
        />
      </fieldset>

      <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-base font-semibold text-slate-900">Demat account</legend>
        <div
          role="radiogroup"
          aria-labelledby={`${id}-depository`}
          aria-invalid={depositoryError ? true : undefined}
          aria-describedby={depositoryError ? `${id}-depository-error` : undefined}
        >
          <p id={`${id}-depository`} className="mb-2 text-sm font-medium text-slate-800">
            Depository
          </p>
          <div className="flex flex-wrap gap-3">
            {DEPOSITORIES.map((name) => (
              <label
                key={name}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border bg-white px-4 text-sm font-medium text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40 ${
                  depositoryError ? 'border-red-600' : 'border-slate-300'
                }`}
              >
                {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- the radiogroup carries it too; screen readers announce it on the focused radio */}
                <input
                  type="radio"
                  name="depository"
                  value={name}
                  checked={depository === name}
                  onChange={() => setDepository(name)}
                  aria-invalid={depositoryError ? true : undefined}
                  className="h-4 w-4 accent-brand-700"
                />
                {name}
              </label>
            ))}
          </div>
          {depositoryError && (
            <p id={`${id}-depository-error`} className="mt-1 text-sm text-red-700">
              {depositoryError}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <CapitalsField label="DP ID" name="dpId" value={dpId} onValue={setDpId} hint={dpIdHint} error={errors.dpId} />
          <DigitsField label="Client ID" name="clientId" hint={KYC_HINTS.clientId} error={errors.clientId} />
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-base font-semibold text-slate-900">Bank account</legend>
        <TextField
          label="Account holder name"
          name="bankAccountName"
          defaultValue={previous?.bankAccountName}
          autoComplete="name"
          required
          hint={KYC_HINTS.bankAccountName}
          error={errors.bankAccountName}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <DigitsField
            label="Bank account number"
            name="bankAccountNumber"
            hint={KYC_HINTS.bankAccountNumber}
            error={errors.bankAccountNumber}
          />
          <CapitalsField label="IFSC" name="ifsc" value={ifsc} onValue={setIfsc} hint={KYC_HINTS.ifsc} error={errors.ifsc} />
        </div>
      </fieldset>

      <p className="text-sm text-slate-600">
        The PAN, demat account and bank account must all be in your own name. We use them only to transfer shares and payments to you.
      </p>
      <div className="sm:max-w-xs">
        <SubmitButton busy={submitting} label="Submit KYC" busyLabel="Submitting…" />
      </div>
    </form>
  );
}
