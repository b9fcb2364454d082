// A button that asks before it acts: the dialog names what will happen, the action runs on "yes",
// and a failure is shown in the dialog (which stays open) rather than lost. The one way the site
// confirms an action the user cannot take back.
import { useState, type ReactNode } from 'react';

import { BUTTON_LOOKS } from '@/components/ui/buttonLooks';
import ConfirmDialog, { type Tone } from '@/components/ui/ConfirmDialog';
import { apiError } from '@/lib/api/clients';

interface Props {
  /** The button's text. */
  label: ReactNode;
  /** The dialog's heading, a question: "Sign out everywhere?" */
  title: string;
  /** What happens, in a sentence or two. */
  body?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs: "Signing out…". */
  busyLabel: string;
  /** "Cancel" by default. */
  cancelLabel?: string;
  tone?: Tone;
  /** Classes for the opening button, where it should look other than the tone's default. */
  className?: string;
  /** The action; a thrown error's message (the API's, through apiError) is shown in the dialog. */
  onConfirm: () => Promise<void>;
}

/** The look of a button that opens a question, by its tone. */
export const OPENER: Record<Tone, string> = BUTTON_LOOKS;

export default function ConfirmButton({ label, tone = 'danger', className, onConfirm, ...question }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function confirm() {
    setBusy(true);
    setError('');
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(apiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className ?? OPENER[tone]}>
        {label}
      </button>
      <ConfirmDialog {...question} {...{ open, busy, error, tone }} onCancel={() => setOpen(false)} onConfirm={() => void confirm()} />
    </>
  );
}
