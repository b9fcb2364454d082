import { Head, Html, Main, NextScript } from 'next/document';

export default function Document() {
  return (
    <Html lang="en-IN">
      <Head>
        <meta name="theme-color" content="#0b3d2e" />
      </Head>
      <body className="bg-white text-slate-900 antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
