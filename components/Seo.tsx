import Head from 'next/head';
import { useRouter } from 'next/router';

import { brand } from '@/lib/brand';

interface Props {
  title: string;
  description: string;
  noindex?: boolean;
}

/** Unique title and description, canonical URL and sharing tags for a page. */
export default function Seo({ title, description, noindex }: Props) {
  const { asPath } = useRouter();
  const canonical = `${brand.siteUrl}${asPath.split(/[?#]/)[0]}`;
  const fullTitle = `${title} | ${brand.name}`;
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
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary" />
    </Head>
  );
}
