// Support tickets, for investors, partners and the operators' desk: the routes are built in
// lib/server/routes/supportRoutes.ts, whose answers these are. Investors' and partners' routes are the
// same paths under their client (user, cp).
import { contract, multipart } from '@/lib/contracts/contract';
import type * as Routes from '@/lib/server/routes/supportRoutes';
import { adminTicketListQuery, supportListQuery, supportReplySchema } from '@/lib/validations/support';

export type {
  AdminTicketAssignData,
  AdminTicketData,
  AdminTicketListData,
  AdminTicketReplyData,
  AdminTicketResolveData,
  SupportCloseData,
  SupportMessageData,
  SupportTicketCreatedData,
  SupportTicketData,
  SupportTicketListData,
} from '@/lib/server/routes/supportRoutes';

function supportContracts(client: 'user' | 'cp') {
  return {
    list: contract<Routes.SupportTicketListData>()(client, 'GET', 'support/tickets', supportListQuery),
    // The form sends multipart form data (its optional attachment); the route also reads JSON.
    create: contract<Routes.SupportTicketCreatedData>()(client, 'POST', 'support/tickets', multipart),
    ticket: contract<Routes.SupportTicketData>()(client, 'GET', 'support/tickets/{id}'),
    reply: contract<Routes.SupportMessageData>()(client, 'POST', 'support/tickets/{id}/messages', supportReplySchema),
    close: contract<Routes.SupportCloseData>()(client, 'POST', 'support/tickets/{id}/close'),
  };
}

/** The support routes of each customer area: the investor's (/api/v1/user) and the partner's (/api/v1/cp). */
export const SUPPORT_API = { user: supportContracts('user'), cp: supportContracts('cp') } as const;

export const adminTicketListApi = contract<Routes.AdminTicketListData>()('admin', 'GET', 'tickets', adminTicketListQuery);
export const adminTicketApi = contract<Routes.AdminTicketData>()('admin', 'GET', 'tickets/{id}');
export const adminTicketReplyApi = contract<Routes.AdminTicketReplyData>()('admin', 'POST', 'tickets/{id}/messages', supportReplySchema);
export const adminTicketAssignApi = contract<Routes.AdminTicketAssignData>()('admin', 'POST', 'tickets/{id}/assign');
export const adminTicketResolveApi = contract<Routes.AdminTicketResolveData>()('admin', 'POST', 'tickets/{id}/resolve');
export const adminTicketEscalateApi = contract<Routes.AdminTicketEscalateData>()('admin', 'POST', 'tickets/{id}/escalate');
