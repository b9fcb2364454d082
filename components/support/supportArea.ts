// The two customer areas with support pages: where their pages live (their API: SUPPORT_API in lib/contracts/support).
export type SupportArea = 'user' | 'cp';

export const SUPPORT_BASE: Record<SupportArea, string> = { user: '/dashboard/UserSupport', cp: '/Cp/support' };

export const attachmentHref = (area: SupportArea | 'admin', ticketId: number, messageId: number) =>
  area === 'admin'
    ? `/api/v1/admin/tickets/${ticketId}/attachments/${messageId}`
    : `/api/v1/${area}/support/tickets/${ticketId}/attachments/${messageId}`;
