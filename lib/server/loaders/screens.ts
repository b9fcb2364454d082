// Saved screens of either dashboard (pages/dashboard/screens.tsx, pages/Cp/screens.tsx).
import { getDb } from '@/lib/server/db/client';
import { investorLoader, partnerLoader } from '@/lib/server/loaders/wrappers';
import { listScreens } from '@/lib/server/services/savedScreens';

export const investorScreensProps = investorLoader(async (_ctx, user) => ({
  props: { screens: await listScreens(await getDb(), { kind: 'user', id: user.id }) },
}));
export const partnerScreensProps = partnerLoader(async (_ctx, partner) => ({
  props: { screens: await listScreens(await getDb(), { kind: 'partner', id: partner.id }) },
}));
