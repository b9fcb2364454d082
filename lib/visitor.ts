// The specification's visitor type, decided by which of the two token cookies are held.
export type VisitorKind = 'anonymous' | 'user' | 'partner' | 'both';

export function visitorKind(hasUserToken: boolean, hasPartnerToken: boolean): VisitorKind {
  if (hasUserToken && hasPartnerToken) return 'both';
  if (hasUserToken) return 'user';
  if (hasPartnerToken) return 'partner';
  return 'anonymous';
}

export const UNAUTHORIZED_PATH = '/unauthorized';
