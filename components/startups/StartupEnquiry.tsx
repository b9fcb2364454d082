// The startup page's enquiry: a short invitation whose button opens the form (kept closed at first,
// so the page leads with the startup's facts and renders less on arrival).
import { useState } from 'react';

import StartupEnquiryForm from './StartupEnquiryForm';

/** Opened on request, so the cursor goes to the first field; a stable ref runs once, when the form appears. */
const focusFirstField = (node: HTMLDivElement | null) => node?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();

export default function StartupEnquiry({ slug, name }: { slug: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      id="enquire"
      aria-labelledby="enquire-heading"
      className="mt-10 scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="enquire-heading" className="text-xl font-bold text-brand-900">
        Ask about {name}
      </h2>
      <p className="mt-1 text-slate-700">Our startups desk will call you to answer your questions and explain how to invest.</p>
      {open ? (
        <div className="mt-4" ref={focusFirstField}>
          <StartupEnquiryForm slug={slug} name={name} />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-4 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Ask a question
        </button>
      )}
    </section>
  );
}
