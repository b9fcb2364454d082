// Every error page but the 404 (pages/404.tsx). A page whose data could not be read because the database
// is restarting or out of reach answers 503 with Retry-After, not 500: nothing is wrong with the request,
// and a proxy or a crawler should come back shortly.
import type { NextPageContext } from 'next';
import Link from 'next/link';

import Seo from '@/components/Seo';
import PageHeading from '@/components/ui/PageHeading';
import { databaseUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS } from '@/lib/unavailable';

interface ErrorPageProps {
  statusCode: number;
}

export default function ErrorPage({ statusCode }: ErrorPageProps) {
  const unavailable = statusCode === 503;
  return (
    <>
      <Seo title={unavailable ? 'Briefly unavailable' : 'Something went wrong'} description="An error page." noindex />
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <p className="text-sm font-semibold text-brand-700">{statusCode}</p>
        <PageHeading className="mt-2">{unavailable ? 'Back in a moment' : 'Something went wrong'}</PageHeading>
        <p className="mt-4 text-slate-700">
          {unavailable ? UNAVAILABLE_MESSAGE : 'We could not show this page. Please try again, or go back to the home page.'}
        </p>
        <div className="mt-8 flex justify-center">
          <Link href="/" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            Go home
          </Link>
        </div>
      </section>
    </>
  );
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => {
  if (res && databaseUnavailable(err)) {
    res.statusCode = 503;
    res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    return { statusCode: 503 };
  }
  return { statusCode: res?.statusCode ?? err?.statusCode ?? 500 };
};
