import { firstValue } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { qrCodeSvg } from '@/lib/server/services/operators';
import { staffLink } from '@/lib/server/services/staff';

// A staff member's one-time link (to join, or to enrol a new authenticator): who it is for and the secret
// to scan. Never shared-cached (the middleware marks every /admin answer no-store and noindex); a link that
// no longer holds answers 410 with a page that says so.
export const getServerSideProps = publicLoader({}, async (ctx) => {
  const token = firstValue(ctx.params?.token).slice(0, 200);
  const link = token ? await staffLink(await getDb(), token) : null;
  if (!link) {
    ctx.res.statusCode = 410;
    return { props: { token, link: null } };
  }
  return { props: { token, link: { ...link, qrSvg: await qrCodeSvg(link.uri) } } };
});
