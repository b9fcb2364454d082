import { useId } from 'react';

import Icon from '@/components/dashboard/Icon';
import { useCopyToClipboard } from '@/lib/hooks/useCopyToClipboard';

interface Props {
  label: string;
  value: string;
  /** What the button copies, for screen readers: "Copy <what>". */
  what: string;
  mono?: boolean;
}

const RESET_AFTER_MS = 3000;

/** A read-only value with a Copy button; the result shows beside it and is announced (aria-live). */
export default function CopyField({ label, value, what, mono = false }: Props) {
  const id = useId();
  const { state, copy: copyText } = useCopyToClipboard(RESET_AFTER_MS);
  const copy = () => copyText(value);

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={`block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${mono ? 'font-mono font-semibold tracking-wide' : 'text-sm'}`}
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Icon name={state === 'copied' ? 'check' : 'copy'} />
          Copy<span className="sr-only"> {what}</span>
        </button>
      </div>
      <p role="status" aria-live="polite" className={`mt-1 min-h-5 text-sm ${state === 'failed' ? 'text-red-700' : 'text-brand-800'}`}>
        {state === 'copied' && 'Copied'}
        {state === 'failed' && `Could not copy. Select the ${what} and copy it yourself.`}
      </p>
    </div>
  );
}
