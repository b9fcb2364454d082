// The console's startups desk: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer, type StoredAnswerOf } from '@/lib/contracts/contract';
import type {
  createStartup,
  getStartupAdmin,
  listStartupsAdmin,
  publishStartup,
  unpublishStartup,
  updateStartup,
} from '@/lib/server/services/startupDesk';
import { newStartupSchema, startupListQuery, startupSchema } from '@/lib/validations/startups';

/** GET /api/v1/admin/startups (format=csv: every match as CSV). */
export const adminStartupListApi = contract<Answer<typeof listStartupsAdmin>>()('admin', 'GET', 'startups', startupListQuery);
/** POST /api/v1/admin/startups: a new startup, as a draft (201; an optional Idempotency-Key replays the answer). */
export const adminStartupCreatedApi = contract<StoredAnswerOf<typeof createStartup>>()('admin', 'POST', 'startups', newStartupSchema);
export const adminStartupApi = contract<Answer<typeof getStartupAdmin>>()('admin', 'GET', 'startups/{slug}');
export const adminStartupUpdatedApi = contract<Answer<typeof updateStartup>>()('admin', 'PATCH', 'startups/{slug}', startupSchema);
export const adminStartupPublishedApi = contract<Answer<typeof publishStartup>>()('admin', 'POST', 'startups/{slug}/publish');
export const adminStartupUnpublishedApi = contract<Answer<typeof unpublishStartup>>()('admin', 'POST', 'startups/{slug}/unpublish');
