// settings: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { addHoliday, getPlatformSettings, listHolidays, removeHoliday, updateSettings } from '@/lib/server/services/settings';
import type { getGrievanceOfficers, updateGrievanceOfficers } from '@/lib/server/services/grievances';
import { grievanceOfficersSchema } from '@/lib/validations/grievances';
import { holidaySchema, settingsPatchSchema } from '@/lib/validations/settings';

export const platformSettingsApi = contract<Answer<typeof getPlatformSettings>>()('admin', 'GET', 'settings');
export const platformSettingsUpdateApi = contract<Answer<typeof updateSettings>>()('admin', 'PATCH', 'settings', settingsPatchSchema);

/** The market holidays transfers' working days skip: listed, one added (201), one removed. */
export const adminHolidayListApi = contract<Answer<typeof listHolidays>>()('admin', 'GET', 'holidays');
export const adminHolidayAddedApi = contract<Answer<typeof addHoliday>>()('admin', 'POST', 'holidays', holidaySchema);
export const adminHolidayRemovedApi = contract<Answer<typeof removeHoliday>>()('admin', 'DELETE', 'holidays/{day}');

/** The grievance officer and the principal officer named on /grievance-redressal: read, and replaced whole (audited). */
export const grievanceOfficersApi = contract<Answer<typeof getGrievanceOfficers>>()('admin', 'GET', 'grievance-officers');
export const grievanceOfficersUpdateApi = contract<Answer<typeof updateGrievanceOfficers>>()(
  'admin',
  'PUT',
  'grievance-officers',
  grievanceOfficersSchema,
);
