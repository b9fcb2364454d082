// One sitemap file: pages.xml, companies-N.xml or articles-N.xml.
import type { GetServerSideProps } from 'next';

import { getDb } from '@/lib/server/db/client';
import { setPublicCache } from '@/lib/server/http/cache';
import { parseSitemapName, sitemapUrls, urlSetXml } from '@/lib/server/services/sitemap';

export const getServerSideProps: GetServerSideProps = async ({ params, res }) => {
  const file = parseSitemapName(String(params?.file ?? ''));
  if (!file) return { notFound: true };
  const urls = await sitemapUrls(await getDb(), file);
  if (urls.length === 0) return { notFound: true };
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  setPublicCache(res, 3600);
  res.end(urlSetXml(urls));
  return { props: {} };
};

export default function SitemapFile() {
  return null;
}
