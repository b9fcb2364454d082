import type { VisitorKind } from '@/lib/visitor';

/** What only the server can see on the first request, handed to the app once. */
export interface ServerSnapshot {
  visitor: VisitorKind;
  acceptCookie: string | undefined;
  acceptBannerCookie: string | undefined;
  googleEnabled: boolean;
}
