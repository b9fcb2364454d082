// The question the site asks before an action the user cannot take back, on the one Dialog.
import { useId, useRef, useState, type ReactNode } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import Dialog from '@/components/ui/Dialog';

export type Tone = 'danger' | 'primary';

const CONFIRM: Record<Tone, string> = {
  danger: 'bg-red-700 hover:bg-red-800',
  primary: 'bg-brand-700 hover:bg-brand-800',
};

interface Props {
  open: boolean;
  /** A question: "Reject the KYC of Asha Rao?" */
  title: ReactNode;
  /** What happens, in a sentence or two. */
  body?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the action runs: the confirm button is disabled and says this ("Signing out…"). */
  busyLabel?: string;
  busy?: boolean;
  /** A failure, shown in the dialog (which stays open). */
  error?: string;
  tone?: Tone;
  onCancel: () => void;
  onConfirm: () => void;
}

export default function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  error = '',
  tone = 'danger',
  onCancel,
  onConfirm,
}: Props) {
  const headingId = useId();
  return (
    <Dialog open={open} onClose={onCancel} labelledBy={headingId} className="max-w-md rounded-2xl bg-white p-6 shadow-xl">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {body && <div className="mt-2 text-sm text-slate-600">{body}</div>}
      <div className="mt-4">
        <FormAlert message={error} />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <DialogCancel label={cancelLabel} onCancel={onCancel} />
        <button
          type="button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onConfirm}
          className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-white disabled:opacity-60 ${CONFIRM[tone]}`}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** A dialog's way out without acting ("Cancel", "Keep it"). */
export function DialogCancel({ label, onCancel }: { label: string; onCancel: () => void }) {
  return (
    <button
      type="button"
      onClick={onCancel}
      className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      {label}
    </button>
  );
}

/**
 * Asking inside a form's submit: `if (!(await confirm.ask())) return;`, with
 * `<ConfirmDialog {...confirm.dialog} title=… confirmLabel=… />` rendered beside the form.
 */
export function useConfirm() {
  const [open, setOpen] = useState(false);
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  const ask = () =>
    new Promise<boolean>((resolve) => {
      answer.current = (yes) => {
        setOpen(false);
        resolve(yes);
      };
      setOpen(true);
    });
  return {
    ask,
    asking: open,
    dialog: { open, onCancel: () => answer.current(false), onConfirm: () => answer.current(true) },
  };
}
