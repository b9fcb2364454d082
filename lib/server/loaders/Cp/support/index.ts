import { supportListProps } from '@/lib/server/loaders/supportPages';
import { partnerLoader } from '@/lib/server/loaders/wrappers';

export const getServerSideProps = partnerLoader(async (ctx, partner) => ({
  props: await supportListProps(ctx, { kind: 'partner', id: partner.id }),
}));
