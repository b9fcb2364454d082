import Head from 'next/head';
import { useRouter } from 'next/router';

import { useSiteOrigin } from '@/components/providers/SiteOriginProvider';
import { brand } from '@/lib/brand';
import { absoluteUrl, rebaseJsonLd, serializeJsonLd, type JsonLd } from '@/lib/seo';

interface Props {
  title: string;
  description: string;
  noindex?: boolean;
  /** Path of the canonical URL; defaults to the current path without its query. */
  canonicalPath?: string;
  /** Image for sharing, a path on this site; defaults to the brand image. */
  image?: string | null;
  type?: 'website' | 'article';
  jsonLd?: JsonLd | JsonLd[];
}

/** Unique title and description, canonical URL, sharing tags and structured data for a page. */
export default function Seo({ title, description, noindex, canonicalPath, image, type = 'website', jsonLd }: Props) {
  const { asPath } = useRouter();
  const origin = useSiteOrigin();
  const canonical = absoluteUrl(canonicalPath ?? asPath.split(/[?#]/)[0] ?? '/', origin);
  const fullTitle = `${title} | ${brand.name}`;
  const imageUrl = absoluteUrl(image ?? brand.ogImage, origin);
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd && (
        <script
          type="application/ld+json"
          // Our own data, serialised with '<' escaped: it cannot break out of the script element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(rebaseJsonLd(jsonLd, origin)) }}
        />
      )}
    </Head>
  );
}
