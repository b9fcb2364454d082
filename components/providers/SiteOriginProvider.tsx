import { createContext, useContext, type ReactNode } from 'react';

import { useHydrated } from '@/components/content/useHydrated';
import { configuredSiteUrl, DEFAULT_SITE_URL } from '@/lib/seo';

// Public page loaders send the origin the page was served on (props.siteOrigin); _app provides it here.
const SiteOriginContext = createContext<string | undefined>(undefined);

export function SiteOriginProvider({ origin, children }: { origin: string | undefined; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

/**
 * The origin for absolute URLs: NEXT_PUBLIC_SITE_URL when set, else the one the server saw for this
 * page; pages without a loader (built ahead) learn it from the browser once hydrated.
 */
export function useSiteOrigin(): string {
  const fromServer = useContext(SiteOriginContext);
  const hydrated = useHydrated();
  const configured = configuredSiteUrl();
  if (configured) return configured;
  if (fromServer) return fromServer;
  return hydrated ? window.location.origin : DEFAULT_SITE_URL;
}
