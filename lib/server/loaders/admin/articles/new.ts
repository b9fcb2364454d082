import { operatorLoader } from '@/lib/server/loaders/wrappers';

// The byline starts as the writer's own name.
export const getServerSideProps = operatorLoader('content:write', async (_ctx, operator) => ({ props: { author: operator.fullName } }));
