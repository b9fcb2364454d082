// A support ticket's statuses, as the customer and as the operators read them.
import { z } from '../zod';

import { labelled } from './labels';

export const TICKET_STATUSES = ['open', 'awaiting_you', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const ticketStatusEnum = z.enum(TICKET_STATUSES);

/** How a status reads to the customer ("awaiting you": the operator has answered and waits for them). */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = labelled(TICKET_STATUSES);

/** The same status as operators read it in the console. */
export const TICKET_STATUS_OPERATOR_LABELS: Record<TicketStatus, string> = labelled(TICKET_STATUSES, { awaiting_you: 'Awaiting customer' });
