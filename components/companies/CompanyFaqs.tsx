import type { QuestionAnswer } from '@/lib/server/db/schema';

/** An accordion built on <details>: keyboard-usable, announced as expandable, and open without JavaScript. */
export default function CompanyFaqs({ faqs }: { faqs: QuestionAnswer[] }) {
  return (
    <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-4">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <span aria-hidden="true" className="text-xl text-brand-700 transition group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="pb-4 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
