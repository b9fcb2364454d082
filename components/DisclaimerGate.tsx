// The disclaimer overlay and cookie banner of spec §4 (states: disclaimers → banner → closed).
import Cookies from 'js-cookie';
import { useRouter } from 'next/router';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';

import { useHydrated } from '@/components/content/useHydrated';
import BrandLogo from '@/components/ui/BrandLogo';
import Dialog from '@/components/ui/Dialog';
import LightLink from '@/components/ui/LightLink';
import { brand } from '@/lib/brand';
import {
  ACCEPT_BANNER_COOKIE,
  ACCEPT_COOKIE,
  ACCEPT_COOKIE_DAYS,
  initialDisclaimerState,
  isDisclaimerExempt,
  nextDisclaimerState,
  type DisclaimerState,
} from '@/lib/disclaimer';

const ACCEPT_BANNER_COOKIE_DAYS = 365;

const SUMMARY = [
  `${brand.name} is a news and information website about unlisted and pre-IPO companies, startups and global real estate. It is not a stock exchange, a trading platform or a marketplace, and it does not execute trades on any exchange.`,
  `${brand.name} is not registered with or regulated by SEBI, IRDAI, RERA or any other securities, insurance or real-estate regulator.`,
  'Nothing on this website is investment, tax or legal advice, or a recommendation to buy or sell any security or property. Please consult a registered adviser before you invest.',
];

const MORE = [
  'Unlisted shares are illiquid and carry a high risk: you may be unable to sell them when you wish and may lose some or all of the money you invest. Prices shown are indicative and may change without notice.',
  'Company information, financial data and news are compiled from public sources and from the companies themselves. We work to keep them accurate and current but do not guarantee that they are complete or correct.',
  'By continuing you confirm that you have read and understood this disclaimer and our terms and conditions, and that you use this website at your own risk.',
];

interface Props {
  children: ReactNode;
}

// The server passes the cookies it received; in the browser they are read directly (same values on hydration).
function readCookieState(): DisclaimerState {
  return initialDisclaimerState(Cookies.get(ACCEPT_COOKIE), Cookies.get(ACCEPT_BANNER_COOKIE));
}

function setTrueCookie(name: string, days: number) {
  try {
    Cookies.set(name, 'true', { path: '/', expires: days, sameSite: 'lax' });
  } catch {
    // Spec §8: a failure to set the cookie is not shown to the visitor.
  }
}

interface ContentProps {
  titleId: string;
  moreId: string;
  expanded: boolean;
  onToggle: () => void;
  onTick: (event: ChangeEvent<HTMLInputElement>) => void;
}

function DisclaimerContent({ titleId, moreId, expanded, onToggle, onTick }: ContentProps) {
  return (
    <>
      <LightLink href="/" className="inline-block rounded-md">
        <BrandLogo width={168} height={34} className="h-8 w-auto" />
      </LightLink>
      <h2 id={titleId} className="mt-6 text-xl font-bold text-brand-900">
        Disclaimer
      </h2>
      <div className="mt-3 space-y-3 text-sm leading-relaxed text-gray-700">
        {SUMMARY.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <div id={moreId} hidden={!expanded} className="space-y-3">
          {MORE.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={onToggle}
        className="mt-3 rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {expanded ? 'Read less' : 'Read more'}
      </button>
      <label className="mt-6 flex cursor-pointer items-start gap-3 rounded-xl bg-brand-50 p-4 text-sm font-medium text-brand-900">
        <input type="checkbox" onChange={onTick} className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" />
        <span>I accept the terms and conditions.</span>
      </label>
    </>
  );
}

/**
 * Pages are generated once and the same HTML goes to every visitor (so it can be cached), yet the
 * overlay must be there at the first paint for a new visitor and never for a returning one. So the
 * server HTML carries both the overlay and the banner, marked `data-consent-pending`, and the
 * stylesheet shows the one that <html data-consent> (set by the inline script in <head>,
 * lib/bootScript.ts, from the cookies before the first paint) calls for. No JavaScript: neither shows, as before hydration.
 * After hydration the cookies are read here: the overlay becomes the modal Dialog (top layer, focus
 * kept inside) and the banner the live one; neither is rendered when not needed.
 */
export default function DisclaimerGate({ children }: Props) {
  const { pathname } = useRouter();
  const hydrated = useHydrated();
  // The visitor's answers on this page; until the first one, the cookies say where they stand.
  const [answered, setAnswered] = useState<DisclaimerState | null>(null);
  const state = hydrated ? (answered ?? readCookieState()) : null;
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const moreId = useId();
  const exempt = isDisclaimerExempt(pathname);
  const showOverlay = state === 'disclaimers' && !exempt;

  function onTick(event: ChangeEvent<HTMLInputElement>) {
    const { checked } = event.target;
    if (checked) setTrueCookie(ACCEPT_COOKIE, ACCEPT_COOKIE_DAYS);
    const bannerAccepted = Cookies.get(ACCEPT_BANNER_COOKIE) === 'true';
    if (state) setAnswered(nextDisclaimerState(state, { type: 'tick', checked, bannerAccepted }));
  }

  function onAcceptBanner() {
    setTrueCookie(ACCEPT_BANNER_COOKIE, ACCEPT_BANNER_COOKIE_DAYS);
    if (state) setAnswered(nextDisclaimerState(state, { type: 'acceptBanner' }));
  }

  const content = (
    <DisclaimerContent
      titleId={titleId}
      moreId={moreId}
      expanded={expanded}
      onToggle={() => setExpanded((value) => !value)}
      onTick={onTick}
    />
  );

  return (
    <>
      {hydrated ? (
        // Not dismissible (no onClose): only ticking the box closes it. z-[1000] is the specification's
        // overlay layer; as a modal <dialog> it sits in the top layer, above the Join button's 9999.
        <Dialog
          open={showOverlay}
          labelledBy={titleId}
          className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
          dialogClassName="z-[1000] max-w-2xl backdrop:bg-black/60 backdrop:backdrop-blur-sm"
        >
          {content}
        </Dialog>
      ) : (
        !exempt && (
          // The server's copy of the overlay, laid out as the Dialog lays it out (centred, the same
          // width), so the swap at hydration paints no larger text. Before the page's content in the
          // HTML, so the browser has it for its first paint; above the Join button (9999), as the
          // modal dialog's top layer is. The same tint but no blur yet: without a GPU (Lighthouse,
          // low-end phones) a full-screen backdrop blur holds every frame back by ~100 ms, the first
          // paint included; the dialog's backdrop blurs once React has opened it.
          <div
            data-consent-pending="disclaimers"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            className="fixed inset-0 z-[10000] items-center justify-center bg-black/60"
          >
            <div className="max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
              {content}
            </div>
          </div>
        )
      )}
      {/* The same element before and after hydration: a banner shown from the server HTML stays put. On a
          phone it sits in the page above its content instead of floating over it (it covered the home
          page's hero buttons); from `sm` up it floats at the bottom right. */}
      {(state === 'banner' || !hydrated) && (
        <div
          data-consent-pending={hydrated ? undefined : 'banner'}
          role="region"
          aria-label="Cookie consent"
          className="relative m-4 flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:fixed sm:right-4 sm:bottom-4 sm:left-auto sm:z-[999] sm:m-0 sm:max-w-md sm:flex-row sm:items-center sm:shadow-xl"
        >
          <p className="text-sm text-gray-700">
            We use only the cookies the site needs: to keep you signed in and to remember your choices. No tracking cookies. Read our{' '}
            <LightLink href="/cookies-policy" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              Cookies Policy
            </LightLink>
            .
          </p>
          <button
            type="button"
            onClick={onAcceptBanner}
            className="shrink-0 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white transition hover:bg-brand-800"
          >
            Accept
          </button>
        </div>
      )}
      {children}
    </>
  );
}
