import { useRevealMessage } from '@/components/forms/useRevealMessage';

/**
 * A form's confirmation: a live region present from the first render so screen readers announce it,
 * scrolled into view and focused when the message appears.
 */
export default function FormSuccess({ message }: { message: string }) {
  const ref = useRevealMessage<HTMLDivElement>(message);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className={message ? 'rounded-lg border border-brand-600/30 bg-brand-50 px-3 py-2 text-sm text-brand-900 outline-none' : undefined}
    >
      {message}
    </div>
  );
}
