import { getDb } from '@/lib/server/db/client';
import { siteOrigin } from '@/lib/server/http/origin';
import { publicFileLoader } from '@/lib/server/loaders/wrappers';
import { sitemapIndex, sitemapIndexXml } from '@/lib/server/services/sitemap';

export const getServerSideProps = publicFileLoader({ cacheSeconds: 3600, contentType: 'application/xml; charset=utf-8' }, async ({ req }) =>
  sitemapIndexXml(await sitemapIndex(await getDb(), siteOrigin(req))),
);
