// The name, email and mobile-number fields that the contact, enquiry, application and sign-up forms
// share: one label, autocomplete token and hint for each, whatever form they sit in.
import TextField from '@/components/forms/TextField';

interface FieldProps {
  error?: string | undefined;
}

export function FullNameField({ error }: FieldProps) {
  return <TextField label="Full name" name="fullName" autoComplete="name" required error={error} />;
}

export function EmailField({ error }: FieldProps) {
  return <TextField label="Email" name="email" type="email" autoComplete="email" required error={error} />;
}

/** A 10-digit Indian mobile number; optional only where the form says so in its label. */
export function PhoneField({ error, optional = false }: FieldProps & { optional?: boolean }) {
  return (
    <TextField
      label={optional ? 'Mobile number (optional)' : 'Mobile number'}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required={!optional}
      hint="10-digit Indian mobile number"
      error={error}
    />
  );
}

/** The three as the enquiry and application forms lay them out: name and email side by side, then the mobile number. */
export default function ContactFields({ errors }: { errors: Partial<Record<'fullName' | 'email' | 'phone', string>> }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FullNameField error={errors.fullName} />
        <EmailField error={errors.email} />
      </div>
      <PhoneField error={errors.phone} />
    </>
  );
}
