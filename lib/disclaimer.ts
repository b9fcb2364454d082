// The disclaimer and consent state machine of specification §4.
export type DisclaimerState = 'disclaimers' | 'banner' | 'closed';

export const ACCEPT_COOKIE = 'accept_cookie';
export const ACCEPT_BANNER_COOKIE = 'accept_banner_cookie';
export const ACCEPT_COOKIE_DAYS = 1;

export function initialDisclaimerState(acceptCookie?: string, acceptBannerCookie?: string): DisclaimerState {
  if (acceptCookie === 'true' && acceptBannerCookie === 'true') return 'closed';
  if (acceptCookie === 'true') return 'banner';
  return 'disclaimers';
}

export type DisclaimerEvent = { type: 'tick'; checked: boolean; bannerAccepted?: boolean } | { type: 'acceptBanner' };

export function nextDisclaimerState(state: DisclaimerState, event: DisclaimerEvent): DisclaimerState {
  if (event.type === 'tick') {
    if (state !== 'disclaimers' || !event.checked) return state;
    // accept_cookie lasts a day, the banner's consent a year: a returning visitor is not asked twice.
    return event.bannerAccepted ? 'closed' : 'banner';
  }
  return state === 'banner' ? 'closed' : state;
}

/** Routes where the overlay is never shown (the full disclaimer text is the page itself). */
export const isDisclaimerExempt = (pathname: string) => pathname === '/Disclaimer';
