import { publicFileLoader } from '@/lib/server/loaders/wrappers';
import { robotsTxt } from '@/lib/server/services/sitemap';

export const getServerSideProps = publicFileLoader({ cacheSeconds: 3600, contentType: 'text/plain; charset=utf-8' }, async () =>
  robotsTxt(),
);
