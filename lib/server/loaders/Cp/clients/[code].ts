import { firstValue } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { HttpError } from '@/lib/server/http/httpError';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { getPartnerClient } from '@/lib/server/services/partnerClients';

// Another partner's client is a 404 here, as a missing one is.
export const getServerSideProps = partnerLoader(async (ctx, partner) => {
  const code = firstValue(ctx.params?.code);
  if (!/^[A-Za-z0-9-]{1,40}$/.test(code)) return { notFound: true as const };
  try {
    return { props: { client: await getPartnerClient(await getDb(), partner.id, code) } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { notFound: true as const };
    throw error;
  }
});
