// Saved screens (issue 24): the routes are built in lib/server/routes/screenRoutes.ts, whose answers these
// are, under the investor's (/api/v1/user) and the partner's (/api/v1/cp) client.
import { contract } from '@/lib/contracts/contract';
import type { ApiData } from '@/lib/server/http/apiHandler';
import type * as Routes from '@/lib/server/routes/screenRoutes';
import { screenCreateSchema, screenPatchSchema } from '@/lib/validations/screens';

export type SavedScreensData = ApiData<ReturnType<typeof Routes.screensRoute>, 'GET'>;
export type SavedScreenData = ApiData<ReturnType<typeof Routes.screenRoute>, 'GET'>;
export type { SavedScreen } from '@/lib/server/services/savedScreens';

function screenContracts(client: 'user' | 'cp') {
  return {
    list: contract<SavedScreensData>()(client, 'GET', 'screens'),
    create: contract<SavedScreenData>()(client, 'POST', 'screens', screenCreateSchema),
    get: contract<SavedScreenData>()(client, 'GET', 'screens/{id}'),
    update: contract<SavedScreenData>()(client, 'PATCH', 'screens/{id}', screenPatchSchema),
    remove: contract<{ id: number }>()(client, 'DELETE', 'screens/{id}'),
  };
}

/** The saved-screens routes of each customer area, by role. */
export const SCREENS_API = { user: screenContracts('user'), partner: screenContracts('cp') } as const;

/** Each area's saved-screens page: where "Save this screen" and an alert's message lead. */
export const SCREENS_PAGE = { user: '/dashboard/screens', partner: '/Cp/screens' } as const;
