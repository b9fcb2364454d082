// Structured data (schema.org JSON-LD) for search engines, built from our own records.
import { brand } from '@/lib/brand';

export type JsonLd = Record<string, unknown>;

export const absoluteUrl = (path: string) => `${brand.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;

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
