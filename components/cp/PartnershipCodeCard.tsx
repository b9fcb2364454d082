import Link from 'next/link';

import Icon from '@/components/dashboard/Icon';
import { useCopyToClipboard, type CopyState } from '@/lib/hooks/useCopyToClipboard';

interface Props {
  code: string;
}

const RESET_AFTER_MS = 2500;
const announcements: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied',
  failed: 'Could not copy. Select the code and copy it yourself.',
};

/** The partner's code, front and centre, with a copy button (its result announced politely). */
export default function PartnershipCodeCard({ code }: Props) {
  const { state, copy: copyText } = useCopyToClipboard(RESET_AFTER_MS);
  const copy = () => copyText(code);

  return (
    <section
      aria-labelledby="partnership-code-heading"
      className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-8"
    >
      <div className="min-w-0">
        <h2 id="partnership-code-heading" className="text-sm font-medium uppercase tracking-wide text-brand-100">
          Your partnership code
        </h2>
        <p className="mt-2 break-all font-mono text-3xl font-bold tracking-wider text-accent-400 sm:text-4xl">{code}</p>
        <p className="mt-2 max-w-lg text-sm text-brand-100">
          Clients enter this code when they{' '}
          <Link href="/signup" className="font-medium text-white underline underline-offset-2">
            sign up
          </Link>{' '}
          so their account is linked to you.
        </p>
      </div>
      <button
        type="button"
        onClick={() => void copy()}
        className="mt-5 inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-accent-400 px-5 text-sm font-semibold text-brand-900 hover:bg-accent-500 sm:mt-0"
      >
        <Icon name={state === 'copied' ? 'check' : 'copy'} />
        {state === 'copied' ? 'Copied' : 'Copy'}
        <span className="sr-only"> partnership code</span>
      </button>
      <p role="status" className="sr-only">
        {announcements[state]}
      </p>
    </section>
  );
}
