// The privacy routes of the signed-in account's area: the investor's (/api/v1/user) or the partner's (/api/v1/cp).
import type { Role } from '@/lib/auth/token';
import { PRIVACY_API } from '@/lib/contracts/privacy';

export const privacyApiOf = (role: Role) => (role === 'user' ? PRIVACY_API.user : PRIVACY_API.partner);

/** The address of an export's download, as a link the browser follows (a file, not the envelope). */
export const exportDownloadHref = (role: Role, id: number, format: 'json' | 'pdf') =>
  `/api/v1/${role === 'user' ? 'user' : 'cp'}/privacy/export/${String(id)}/download?format=${format}`;
