// The sitemap index: crawlers start here (robots.txt points to it).
import type { GetServerSideProps } from 'next';

import { getDb } from '@/lib/server/db/client';
import { setPublicCache } from '@/lib/server/http/cache';
import { sitemapIndex, sitemapIndexXml } from '@/lib/server/services/sitemap';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const xml = sitemapIndexXml(await sitemapIndex(await getDb()));
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  setPublicCache(res, 3600);
  res.end(xml);
  return { props: {} };
};

export default function SitemapIndex() {
  return null;
}
