import { getDb } from '@/lib/server/db/client';
import { publicFileLoader } from '@/lib/server/loaders/wrappers';
import { sitemapIndex, sitemapIndexXml } from '@/lib/server/services/sitemap';

export const getServerSideProps = publicFileLoader({ cacheSeconds: 3600, contentType: 'application/xml; charset=utf-8' }, async () =>
  sitemapIndexXml(await sitemapIndex(await getDb())),
);
