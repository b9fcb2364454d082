// Support tickets, for investors, partners and the operators' desk: the routes are built in
// lib/server/routes/supportRoutes.ts, whose answers these are.
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
