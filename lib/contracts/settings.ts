// settings: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { getPlatformSettings, updateSettings } from '@/lib/server/services/settings';
import { settingsPatchSchema } from '@/lib/validations/settings';

/** GET /api/v1/admin/settings */
export type PlatformSettingsData = Answer<typeof getPlatformSettings>;
export const platformSettingsApi = contract<PlatformSettingsData>()({ client: 'admin', method: 'GET', path: 'settings' });

/** PATCH /api/v1/admin/settings */
export type PlatformSettingsUpdateData = Answer<typeof updateSettings>;
export const platformSettingsUpdateApi = contract<PlatformSettingsUpdateData>()({
  client: 'admin',
  method: 'PATCH',
  path: 'settings',
  input: settingsPatchSchema,
});
