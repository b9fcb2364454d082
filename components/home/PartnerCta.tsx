import LightLink from '@/components/ui/LightLink';

export default function PartnerCta() {
  return (
    <section aria-labelledby="partner-cta" className="mx-auto max-w-6xl px-4 pb-16">
      <div className="flex flex-col gap-4 rounded-2xl bg-brand-900 p-8 text-white md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="partner-cta" className="text-2xl font-bold">
            Advise clients? Become a channel partner
          </h2>
          <p className="mt-2 text-brand-100">
            Sub-brokers and wealth advisers get partner prices, a client dashboard, reports and a partnership code for the clients they
            bring.
          </p>
        </div>
        <LightLink
          href="/Cp/signup"
          className="shrink-0 rounded-lg bg-accent-400 px-5 py-3 text-center font-semibold text-brand-900 hover:bg-accent-500"
        >
          Be Our Partner
        </LightLink>
      </div>
    </section>
  );
}
