// Structured data (schema.org JSON-LD) for search engines, built from our own records.
import { brand } from '@/lib/brand';
import { withoutTrailing } from '@/lib/strings';

export type JsonLd = Record<string, unknown>;

/** Where the site is served when nothing says otherwise (local development). */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** NEXT_PUBLIC_SITE_URL without a trailing slash, or '' when it is not set. */
export const configuredSiteUrl = () => withoutTrailing((process.env.NEXT_PUBLIC_SITE_URL ?? '').trim(), '/');

/** An absolute URL on this site; `origin` is the site's address as the server knows it (siteUrl in lib/server/env.ts) where it is known. */
export const absoluteUrl = (path: string, origin: string = brand.siteUrl) => `${origin}${path.startsWith('/') ? path : `/${path}`}`;

/**
 * The builders below write absolute URLs with brand.siteUrl (the build's NEXT_PUBLIC_SITE_URL); a page
 * whose server names another address (set at start, not at build) moves those URLs onto it.
 */
export function rebaseJsonLd<T>(data: T, origin: string): T {
  const from = brand.siteUrl;
  if (origin === from) return data;
  const rebase = (value: unknown): unknown => {
    if (typeof value === 'string') return value === from || value.startsWith(`${from}/`) ? origin + value.slice(from.length) : value;
    if (Array.isArray(value)) return value.map(rebase);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rebase(item)]));
    return value;
  };
  return rebase(data) as T;
}

export function organizationLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: brand.siteUrl,
    logo: absoluteUrl(brand.logo),
    email: brand.contact.email,
    telephone: brand.contact.phone,
    sameAs: brand.social.map((s) => s.href),
  };
}

/** Breadcrumbs from the home page down: [[name, path], ...]. */
export function breadcrumbLd(trail: [name: string, path: string][]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [['Home', '/'] as [string, string], ...trail].map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}

export function faqPageLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function newsArticleLd(article: {
  title: string;
  summary: string;
  author: string;
  publishedAt: string;
  path: string;
  image?: string | null;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    dateModified: article.publishedAt,
    author: [{ '@type': 'Person', name: article.author }],
    publisher: { '@type': 'Organization', name: brand.name, logo: { '@type': 'ImageObject', url: absoluteUrl(brand.logo) } },
    mainEntityOfPage: absoluteUrl(article.path),
    image: [absoluteUrl(article.image ?? brand.ogImage)],
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so text can never close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
