// fees: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { publicFeeSchedule } from '@/lib/server/services/settings';

/** GET /api/v1/common/fees: the schedule the checkout and sale quotes are computed from. */
export const feeScheduleApi = contract<Answer<typeof publicFeeSchedule>>()('common', 'GET', 'fees');
