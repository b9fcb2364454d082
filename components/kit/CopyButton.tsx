// Copies one value (an account number, an IFSC, an amount, a reference) to the clipboard. Its accessible
// name says what it copies and starts with the word it shows ("Copy account number"); "Copied" is
// announced through a polite live region, so a screen reader hears that it worked.
import { useEffect, useState } from 'react';

interface Props {
  /** The text put on the clipboard. */
  value: string;
  /** What it is, in the button's name: "account number" gives "Copy account number". */
  what: string;
}

/** How long "Copied" stays on the button. */
export const COPIED_MS = 2_000;

export default function CopyButton({ value, what }: Props) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), COPIED_MS);
    return () => clearTimeout(timer);
  }, [said]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setSaid('Copied');
    } catch {
      setSaid('Could not copy: please select the text and copy it');
    }
  }

  return (
    <>
      <button
        type="button"
        aria-label={`Copy ${what}`}
        onClick={() => void copy()}
        className="ml-2 inline-flex min-h-8 items-center rounded-md px-2 text-xs font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        {said === 'Copied' ? 'Copied' : 'Copy'}
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {said}
      </span>
    </>
  );
}
