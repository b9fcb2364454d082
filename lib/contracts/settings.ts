// settings: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { getPlatformSettings, updateSettings } from '@/lib/server/services/settings';
import { settingsPatchSchema } from '@/lib/validations/settings';

export const platformSettingsApi = contract<PlatformSettingsData>()('admin', 'GET', 'settings');
export const platformSettingsUpdateApi = contract<PlatformSettingsUpdateData>()('admin', 'PATCH', 'settings', settingsPatchSchema);

export type PlatformSettingsData = Answer<typeof getPlatformSettings>;
export type PlatformSettingsUpdateData = Answer<typeof updateSettings>;
