import { getDb } from '@/lib/server/db/client';
import { renderOnFirstRequest, staticLoader } from '@/lib/server/loaders/wrappers';
import { startupBySlug } from '@/lib/server/services/startups';

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = staticLoader({ revalidateSeconds: 900 }, async ({ params }) => {
  const slug = typeof params?.slug === 'string' ? params.slug : '';
  const startup = await startupBySlug(await getDb(), slug);
  return startup ? { props: { startup } } : { notFound: true };
});
