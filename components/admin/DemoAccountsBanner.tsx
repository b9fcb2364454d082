/**
 * On every console page while the demo accounts of the README exist: their passwords and the demo
 * operator's authenticator secret are public, so whoever runs the site must not take it for a real one.
 */
export default function DemoAccountsBanner() {
  return (
    <div role="status" className="mx-auto mb-6 max-w-6xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">Demo accounts are active on this site.</p>
      <p className="mt-1">
        Anyone can sign in as the demo investor, partner or operator: their passwords are published in the README. Use this site to try the
        product, never for real investors.
      </p>
    </div>
  );
}
