// robots.txt: everything public may be crawled; the signed-in areas and the API may not.
import type { GetServerSideProps } from 'next';

import { setPublicCache } from '@/lib/server/http/cache';
import { robotsTxt } from '@/lib/server/services/sitemap';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  setPublicCache(res, 3600);
  res.end(robotsTxt());
  return { props: {} };
};

export default function Robots() {
  return null;
}
