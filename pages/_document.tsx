import { Head, Html, Main, NextScript } from 'next/document';

import { BOOT_SCRIPT } from '@/lib/bootScript';

export default function Document() {
  return (
    <Html lang="en-IN">
      <Head>
        <meta name="theme-color" content="#0b3d2e" />
        {/* First, and inline (allowed by its hash in the CSP): it marks <html> with the visitor's
            consent state before the first paint (components/DisclaimerGate.tsx). */}
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
      </Head>
      <body className="bg-white text-slate-900 antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
