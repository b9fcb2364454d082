import type { JSX } from 'react';
import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';

import { BOOT_SCRIPT } from '@/lib/bootScript';
import { bootsOnInteraction, LAZY_SCRIPTS_ATTRIBUTE } from '@/lib/lazyBoot';

type Script = JSX.Element | null;

// On a page that boots on interaction (lib/lazyBoot.ts), Next's <script src defer> tags become the list of
// their URLs in a data block, <script type="application/json" data-boot-scripts>["/_next/…", …]</script>:
// valid HTML that the browser neither fetches nor runs. The inline script (lib/bootScript.ts) creates the
// <script> elements from it, in the same order, at the first interaction. Every other page keeps Next's tags.
const srcOf = (script: Script) => (script?.props as { src?: unknown } | undefined)?.src;

function lazy<T extends Script>(scripts: T[], key: string): T[] {
  const sources = scripts.map(srcOf).filter((src): src is string => typeof src === 'string');
  const kept = scripts.filter((script) => script && typeof srcOf(script) !== 'string'); // none today (an inline Turbopack bootstrap)
  if (sources.length === 0) return kept;
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return [
    (<script key={key} type="application/json" {...{ [LAZY_SCRIPTS_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: list }} />) as T,
    ...kept,
  ];
}

class BootHead extends Head {
  private get lazy() {
    return bootsOnInteraction(this.context.__NEXT_DATA__.page);
  }

  getScripts(files: Parameters<Head['getScripts']>[0]) {
    const scripts = super.getScripts(files);
    return this.lazy ? lazy(scripts, 'boot-scripts') : scripts;
  }

  getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]) {
    const scripts = super.getDynamicChunks(files);
    return this.lazy ? lazy(scripts, 'boot-dynamic-scripts') : scripts;
  }

  // Next's nomodule polyfills: only a browser without ES modules would run them, and on a lazy page such a
  // browser keeps the server's HTML, complete without scripts. Left out there (fewer bytes on every page).
  getPolyfillScripts() {
    return this.lazy ? [] : super.getPolyfillScripts();
  }
}

export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  return (
    <Html
      lang="en-IN"
      data-boot={bootsOnInteraction(__NEXT_DATA__.page) ? 'lazy' : undefined}
      // The specification clears the console 3 s after load; the inline script does it in production builds.
      data-clear-console={process.env.NODE_ENV === 'production' ? '' : undefined}
    >
      <BootHead>
        <meta name="theme-color" content="#0b3d2e" />
        {/* First, and inline (allowed by its hash in the CSP): it marks <html> with the visitor's
            consent state before the first paint (components/DisclaimerGate.tsx), and starts the page's
            scripts at the first interaction on a public page (lib/lazyBoot.ts). */}
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
      </BootHead>
      <body className="bg-white text-slate-900 antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
