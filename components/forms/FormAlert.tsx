import { useRevealMessage } from '@/components/forms/useRevealMessage';

/** A form's error summary: announced, scrolled into view and focused when it appears. */
export default function FormAlert({ message }: { message: string }) {
  const ref = useRevealMessage<HTMLDivElement>(message);
  if (!message) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 outline-none"
    >
      {message}
    </div>
  );
}
