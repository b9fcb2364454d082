import { supportTicketProps } from '@/lib/server/loaders/supportPages';
import { investorLoader } from '@/lib/server/loaders/wrappers';

// Another account's ticket is the 404 page, as a missing one is.
export const getServerSideProps = investorLoader(async (ctx, user) => {
  const props = await supportTicketProps(ctx, { kind: 'user', id: user.id });
  return props ? { props } : { notFound: true as const };
});
