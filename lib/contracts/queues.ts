// queues: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { deskQueues } from '@/lib/server/services/queues';

/** GET /api/v1/admin/queues */
export type DeskQueuesData = Answer<typeof deskQueues>;
export const deskQueuesApi = contract<DeskQueuesData>()({ client: 'admin', method: 'GET', path: 'queues' });
