import { supportTicketProps } from '@/lib/server/loaders/supportPages';
import { partnerLoader } from '@/lib/server/loaders/wrappers';

// Another account's ticket is the 404 page, as a missing one is.
export const getServerSideProps = partnerLoader(async (ctx, partner) => {
  const props = await supportTicketProps(ctx, { kind: 'partner', id: partner.id });
  return props ? { props } : { notFound: true as const };
});
