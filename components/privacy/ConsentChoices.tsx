// What sign-up asks, and the one-time question to an account that never answered: the terms and the
// privacy policy accepted (required), and each consent offered as its own unticked choice.
import CheckboxField from '@/components/forms/CheckboxField';
import TextLink from '@/components/ui/TextLink';
import { CONSENT_PURPOSE_LABELS, type SignUpPurpose } from '@/lib/status/privacy';

/** The field that carries each choice, in the sign-up bodies and the answer to the question. */
const FIELD: Record<SignUpPurpose, 'marketingEmail' | 'partnerSharing'> = {
  marketing_email: 'marketingEmail',
  partner_sharing: 'partnerSharing',
};

interface Props {
  /** The choices offered (sharing only to an investor a partner referred). */
  purposes: readonly SignUpPurpose[];
  errors: Record<string, string>;
}

export default function ConsentChoices({ purposes, errors }: Props) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Terms and your choices</legend>
      <CheckboxField
        name="acceptTerms"
        required
        label={
          <>
            I accept the{' '}
            <TextLink href="/terms-conditions" newTab>
              Terms &amp; Conditions
            </TextLink>{' '}
            and the{' '}
            <TextLink href="/policies" newTab>
              Privacy Policy
            </TextLink>
          </>
        }
        error={errors.acceptTerms}
      />
      <p className="text-xs text-slate-600">Optional: each stays off unless you tick it, and you can change it any time under Privacy.</p>
      {purposes.map((purpose) => (
        <CheckboxField key={purpose} name={FIELD[purpose]} label={CONSENT_PURPOSE_LABELS[purpose]} error={errors[FIELD[purpose]]} />
      ))}
    </fieldset>
  );
}
