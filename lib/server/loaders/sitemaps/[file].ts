import { getDb } from '@/lib/server/db/client';
import { publicFileLoader } from '@/lib/server/loaders/wrappers';
import { parseSitemapName, sitemapUrls, urlSetXml } from '@/lib/server/services/sitemap';

export const getServerSideProps = publicFileLoader(
  { cacheSeconds: 3600, contentType: 'application/xml; charset=utf-8' },
  async ({ params }) => {
    const file = parseSitemapName(String(params?.file ?? ''));
    if (!file) return null;
    const urls = await sitemapUrls(await getDb(), file);
    return urls.length === 0 ? null : urlSetXml(urls);
  },
);
