import { dangerButton, primaryButton } from '@/components/profile/buttons';
import { BUTTON_LOOKS } from '@/components/ui/buttonLooks';

const LOOKS = {
  /** The full-width button of the sign-in and sign-up cards. */
  block: 'w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white shadow hover:bg-brand-800 disabled:cursor-not-allowed',
  /** The button at the end of a console or dashboard form. */
  inline: BUTTON_LOOKS.primary,
  /** The button of a form inside a profile, privacy or screener section. */
  section: primaryButton,
  /** The button of a section's form that cannot be taken back (closing one's account). */
  danger: dangerButton,
};

interface Props {
  busy: boolean;
  label: string;
  busyLabel: string;
  look?: keyof typeof LOOKS;
  disabled?: boolean;
}

/** A form's submit button: disabled and saying what it does ("Saving…") while the form is sent. */
export default function SubmitButton({ busy, label, busyLabel, look = 'block', disabled = false }: Props) {
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} className={`${LOOKS[look]} disabled:opacity-70`}>
      {busy ? busyLabel : label}
    </button>
  );
}
