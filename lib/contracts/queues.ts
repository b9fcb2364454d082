// queues: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { deskQueues } from '@/lib/server/services/queues';

export const deskQueuesApi = contract<Answer<typeof deskQueues>>()('admin', 'GET', 'queues');
