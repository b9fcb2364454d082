import { cloneElement, type JSX } from 'react';
import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';

import { BOOT_SCRIPT } from '@/lib/bootScript';
import { bootsOnInteraction, LAZY_SCRIPT_TYPE } from '@/lib/lazyBoot';

type Script = JSX.Element | null;

// Next's <script src defer> tags, written as type="text/x-lazy" on a page that boots on interaction
// (lib/lazyBoot.ts): the browser neither fetches nor runs them until the inline script starts them in
// the same order. Every other page keeps Next's tags as they are.
function lazy<T extends Script>(scripts: T[]): T[] {
  return scripts.map((script) => (script ? (cloneElement(script, { type: LAZY_SCRIPT_TYPE, defer: undefined }) as T) : script));
}

class BootHead extends Head {
  private get lazy() {
    return bootsOnInteraction(this.context.__NEXT_DATA__.page);
  }

  getScripts(files: Parameters<Head['getScripts']>[0]) {
    const scripts = super.getScripts(files);
    return this.lazy ? lazy(scripts) : scripts;
  }

  getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]) {
    const scripts = super.getDynamicChunks(files);
    return this.lazy ? lazy(scripts) : scripts;
  }

  getPolyfillScripts() {
    const scripts = super.getPolyfillScripts();
    return this.lazy ? lazy(scripts) : scripts;
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
