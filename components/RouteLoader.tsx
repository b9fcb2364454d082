// Full-screen loader during route changes (spec §2): shown on start, hidden 1 s after completion,
// or at once on error. nprogress draws the thin bar at the top.
import { useRouter } from 'next/router';
import NProgress from 'nprogress';
import { useEffect, useState } from 'react';

export const ROUTE_LOADER_HIDE_DELAY_MS = 1000;

/**
 * nprogress's settings. Its own template gives the bar role="bar", which is no ARIA role (axe counts it
 * as a serious violation while the bar is on screen); the bar is decoration beside the loader's status.
 */
export const NPROGRESS_SETTINGS = {
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  // nprogress finds the bar by its role unless told otherwise.
  barSelector: '.bar',
} as const;

export default function RouteLoader() {
  const { events } = useRouter();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    NProgress.configure(NPROGRESS_SETTINGS);
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const clearHide = () => clearTimeout(hideTimer);

    // Shallow changes only update the query string (filters, tabs): no page to replace.
    const onStart = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      clearHide();
      setVisible(true);
      NProgress.start();
    };
    const onComplete = () => {
      clearHide();
      NProgress.done();
      hideTimer = setTimeout(() => setVisible(false), ROUTE_LOADER_HIDE_DELAY_MS);
    };
    const onError = () => {
      clearHide();
      NProgress.done();
      setVisible(false);
    };

    events.on('routeChangeStart', onStart);
    events.on('routeChangeComplete', onComplete);
    events.on('routeChangeError', onError);
    return () => {
      clearHide();
      events.off('routeChangeStart', onStart);
      events.off('routeChangeComplete', onComplete);
      events.off('routeChangeError', onError);
    };
  }, [events]);

  // The live region stays mounted so screen readers announce the text when it appears.
  return (
    <div role="status" aria-live="polite">
      {visible && (
        <div className="fixed inset-0 z-[10000] flex items-center justify-center bg-white">
          <span
            aria-hidden="true"
            className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
          />
          <span className="sr-only">Loading…</span>
        </div>
      )}
    </div>
  );
}
