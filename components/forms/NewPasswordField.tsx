// A field for choosing a password (sign-up, reset, change): the browser's new-password autocomplete
// and the minimum length the server enforces, said the same way everywhere.
import TextField from '@/components/forms/TextField';
import { MIN_PASSWORD_LENGTH } from '@/lib/validations/fields';

interface Props {
  label: string;
  name: string;
  error?: string | undefined;
}

export default function NewPasswordField({ label, name, error }: Props) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
      error={error}
    />
  );
}
