interface Props {
  question: string;
  answer: string;
}

/** Native disclosure: keyboard (Enter / Space), screen readers and no-JavaScript support come with it. */
export default function FaqItem({ question, answer }: Props) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white open:shadow-sm">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 fill-brand-700 transition group-open:rotate-180">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </summary>
      <p className="px-4 pb-4 text-slate-700">{answer}</p>
    </details>
  );
}
