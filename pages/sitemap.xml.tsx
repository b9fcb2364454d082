// The sitemap index: crawlers start here (robots.txt points to it).
export { getServerSideProps } from '@/lib/server/loaders/sitemap.xml';

export default function SitemapIndex() {
  return null;
}
