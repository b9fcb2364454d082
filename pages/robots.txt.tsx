// robots.txt: everything public may be crawled; the signed-in areas and the API may not.
export { getServerSideProps } from '@/lib/server/loaders/robots.txt';

export default function Robots() {
  return null;
}
