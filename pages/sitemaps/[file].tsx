// One sitemap file: pages.xml, companies-N.xml or articles-N.xml.
export { getServerSideProps } from '@/lib/server/loaders/sitemaps/[file]';

export default function SitemapFile() {
  return null;
}
