import { supportListProps } from '@/lib/server/loaders/supportPages';
import { investorLoader } from '@/lib/server/loaders/wrappers';

export const getServerSideProps = investorLoader(async (ctx, user) => ({
  props: await supportListProps(ctx, { kind: 'user', id: user.id }),
}));
