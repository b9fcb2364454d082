import { Head, Html, Main, NextScript } from 'next/document';

import { CONSENT_SCRIPT } from '@/lib/disclaimer';

export default function Document() {
  return (
    <Html lang="en-IN">
      <Head>
        <meta name="theme-color" content="#0b3d2e" />
        {/* Blocking on purpose, and first: it must mark <html> with the visitor's consent state before
            the first paint (components/DisclaimerGate.tsx). Tiny, same-origin and cached for a year. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts -- see above */}
        <script src={CONSENT_SCRIPT} />
      </Head>
      <body className="bg-white text-slate-900 antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
