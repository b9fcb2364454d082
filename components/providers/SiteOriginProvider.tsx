import { createContext, useContext, type ReactNode } from 'react';

import { useHydrated } from '@/components/content/useHydrated';
import { configuredSiteUrl, DEFAULT_SITE_URL } from '@/lib/seo';

// Public page loaders send the site's address as the running server knows it (props.siteOrigin); _app provides it here.
const SiteOriginContext = createContext<string | undefined>(undefined);

export function SiteOriginProvider({ origin, children }: { origin: string | undefined; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

/**
 * The origin for absolute URLs: the server's (its NEXT_PUBLIC_SITE_URL at start may differ from the
 * build's), else the build's; pages without a loader and a build without it learn it from the browser
 * once hydrated.
 */
export function useSiteOrigin(): string {
  const fromServer = useContext(SiteOriginContext);
  const hydrated = useHydrated();
  const configured = configuredSiteUrl();
  if (fromServer) return fromServer;
  if (configured) return configured;
  return hydrated ? window.location.origin : DEFAULT_SITE_URL;
}
