import Seo from '@/components/Seo';
import PageHeading from '@/components/ui/PageHeading';
import { logout } from '@/lib/logout';

export default function UnauthorizedPage() {
  return (
    <>
      <Seo title="Signed in twice" description="You are signed in as an investor and as a channel partner at once." noindex />
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <PageHeading>You are signed in as an investor and a partner</PageHeading>
        <p className="mt-4 text-slate-700">
          One browser can hold one account at a time. Sign out, then sign in again with the account you want to use.
        </p>
        <button
          type="button"
          onClick={() => void logout()}
          className="mt-8 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Sign out of both
        </button>
      </section>
    </>
  );
}
