import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SiteOriginProvider } from '@/components/providers/SiteOriginProvider';
import Seo from '@/components/Seo';
import { serializeDates } from '@/lib/serialize';
import { breadcrumbLd, rebaseJsonLd } from '@/lib/seo';

// next/head collects tags for the document head; here they render in place so the test can read them.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));
vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/Faq?q=tax#top' }) }));

afterEach(() => vi.unstubAllEnvs());

describe('serializeDates', () => {
  it('turns dates into ISO strings at any depth and leaves everything else alone', () => {
    const at = new Date('2026-05-06T07:08:09.000Z');
    expect(serializeDates({ at, n: 1, s: 'x', none: null, list: [at, { at }], tags: ['a'] })).toEqual({
      at: '2026-05-06T07:08:09.000Z',
      n: 1,
      s: 'x',
      none: null,
      list: ['2026-05-06T07:08:09.000Z', { at: '2026-05-06T07:08:09.000Z' }],
      tags: ['a'],
    });
  });
});

describe("Seo with the site's address the server sent", () => {
  it('writes canonical, sharing and structured-data URLs on that address', () => {
    render(
      <SiteOriginProvider origin="http://other-host:4321">
        <Seo title="FAQs" description="Answers" jsonLd={breadcrumbLd([['FAQs', '/Faq']])} />
      </SiteOriginProvider>,
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://other-host:4321/Faq');
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^http:\/\/other-host:4321\//);
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      itemListElement: { item: string }[];
    };
    expect(ld.itemListElement.map((entry) => entry.item)).toEqual(['http://other-host:4321/', 'http://other-host:4321/Faq']);
  });

  // The server reads NEXT_PUBLIC_SITE_URL when it starts; the build may have had another one, or none.
  it("prefers the server's address to the build's, and takes the build's on a page the server sent none for", () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://built.example/');
    const { unmount } = render(
      <SiteOriginProvider origin="https://shares.example">
        <Seo title="FAQs" description="Answers" canonicalPath="/Faq" />
      </SiteOriginProvider>,
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shares.example/Faq');
    unmount();
    render(
      <SiteOriginProvider origin={undefined}>
        <Seo title="FAQs" description="Answers" canonicalPath="/Faq" />
      </SiteOriginProvider>,
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://built.example/Faq');
  });
});

describe('rebaseJsonLd', () => {
  it('moves only URLs on the built-in site address', () => {
    const data = {
      url: 'http://localhost:3000',
      page: 'http://localhost:3000/a',
      other: 'https://twitter.com/x',
      near: 'http://localhost:30000/',
    };
    expect(rebaseJsonLd(data, 'https://b.example')).toEqual({
      url: 'https://b.example',
      page: 'https://b.example/a',
      other: 'https://twitter.com/x',
      near: 'http://localhost:30000/',
    });
  });
});
