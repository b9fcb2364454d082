import type { ReactNode } from 'react';

interface Props {
  /** The visible word, such as "Apply". */
  children: ReactNode;
  /** Read only by screen readers after the word, so that a list of alike buttons says what each one is for ("for Analyst"). */
  context?: string;
  onClick: () => void;
  className?: string;
}

const BASE = 'rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/** The outlined secondary button of a card in a list (Apply, Enquire). */
export default function OutlineButton({ children, context, onClick, className }: Props) {
  return (
    <button type="button" onClick={onClick} className={[BASE, className].filter(Boolean).join(' ')}>
      {children}
      {context && <span className="sr-only"> {context}</span>}
    </button>
  );
}
