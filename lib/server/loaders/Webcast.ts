import { getDb } from '@/lib/server/db/client';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { listWebcasts, webcastEmbedUrl } from '@/lib/server/services/content';
import { parsePageParam } from '@/lib/validations/content';

const WEBCASTS_PER_PAGE = 12;

export const getServerSideProps = publicLoader({ cacheSeconds: 300 }, async ({ query }) => {
  const list = await listWebcasts(await getDb(), { page: parsePageParam(query.page), perPage: WEBCASTS_PER_PAGE });
  const items = list.items.map((webcast) => ({ ...webcast, embedUrl: webcastEmbedUrl(webcast.videoUrl) }));
  return { props: { items, page: list.page, totalPages: list.totalPages } };
});
