import type { IncomingMessage } from 'node:http';

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SiteOriginProvider } from '@/components/providers/SiteOriginProvider';
import Seo from '@/components/Seo';
import { serializeDates } from '@/lib/serialize';
import { breadcrumbLd, rebaseJsonLd } from '@/lib/seo';
import { requestOrigin } from '@/lib/server/http/origin';

// next/head collects tags for the document head; here they render in place so the test can read them.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));
vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/Faq?q=tax#top' }) }));

const request = (headers: Record<string, string>, encrypted = false) =>
  ({ headers, socket: { encrypted } }) as unknown as Pick<IncomingMessage, 'headers' | 'socket'>;

afterEach(() => vi.unstubAllEnvs());

describe('requestOrigin', () => {
  it('takes the Host header, https when the connection is TLS', () => {
    expect(requestOrigin(request({ host: 'other-host:4321' }), false)).toBe('http://other-host:4321');
    expect(requestOrigin(request({ host: 'shares.example' }, true), false)).toBe('https://shares.example');
    expect(requestOrigin(request({ host: '[::1]:3000' }), false)).toBe('http://[::1]:3000');
  });

  it('reads X-Forwarded-Host and -Proto only behind a trusted proxy', () => {
    const headers = { host: 'app:3000', 'x-forwarded-host': 'shares.example, proxy.internal', 'x-forwarded-proto': 'https' };
    expect(requestOrigin(request(headers), false)).toBe('http://app:3000');
    expect(requestOrigin(request(headers), true)).toBe('https://shares.example');
  });

  it.each(['', 'evil.example/path', 'user@evil.example', 'evil.example:port', 'a b'])('names no origin for the host %j', (host) => {
    expect(requestOrigin(request({ host }), false)).toBeNull();
  });

  it('names no origin for a request without headers', () => {
    expect(requestOrigin({}, false)).toBeNull();
  });
});

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

describe('Seo with the origin the page was served on', () => {
  it('writes canonical, sharing and structured-data URLs on that origin', () => {
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

  it('keeps NEXT_PUBLIC_SITE_URL when it is set, whatever the request said', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://shares.example/');
    render(
      <SiteOriginProvider origin="http://other-host:4321">
        <Seo title="FAQs" description="Answers" canonicalPath="/Faq" />
      </SiteOriginProvider>,
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shares.example/Faq');
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
