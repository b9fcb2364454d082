// The two customer areas with support pages: where their pages live and which API client they use.
import { cpApi, userApi } from '@/lib/api/clients';

export type SupportArea = 'user' | 'cp';

export const SUPPORT_BASE: Record<SupportArea, string> = { user: '/dashboard/UserSupport', cp: '/Cp/support' };

export const supportApi = (area: SupportArea) => (area === 'user' ? userApi : cpApi);

export const attachmentHref = (area: SupportArea | 'admin', ticketId: number, messageId: number) =>
  area === 'admin'
    ? `/api/v1/admin/tickets/${ticketId}/attachments/${messageId}`
    : `/api/v1/${area}/support/tickets/${ticketId}/attachments/${messageId}`;

export const formatWhen = (value: string) =>
  new Date(value).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
