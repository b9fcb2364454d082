import { safeNextPath } from '@/lib/safeRedirect';
import { operatorLoader } from '@/lib/server/loaders/wrappers';

// Where a console page sends staff whose roles do not open it: a 403 naming the page they asked for.
export const getServerSideProps = operatorLoader('staff', async (ctx) => {
  ctx.res.statusCode = 403;
  const from = typeof ctx.query.from === 'string' ? safeNextPath(ctx.query.from) : null;
  return { props: { from: from?.startsWith('/admin') ? from : null } };
});
