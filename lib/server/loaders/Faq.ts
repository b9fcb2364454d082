import { getDb } from '@/lib/server/db/client';
import { staticLoader } from '@/lib/server/loaders/wrappers';
import { listFaqs } from '@/lib/server/services/content';

export const getStaticProps = staticLoader({ revalidateSeconds: 600 }, async () => ({ props: { faqs: await listFaqs(await getDb()) } }));
