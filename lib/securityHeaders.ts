// The security headers on every response (pages, API routes, static files), set by middleware.ts from
// the running server's settings. Not in next.config.ts: its headers() land in the build's routes
// manifest, so APP_ENV at start would not count. Pure, so unit tests can call it with any settings.

import { BOOT_SCRIPT_HASH } from './bootScript';

export interface SecuritySettings {
  /** APP_ENV: 'production' adds HSTS and upgrade-insecure-requests. */
  appEnv?: string;
  /** NODE_ENV: 'development' (next dev) lets scripts use eval, which React Refresh needs. */
  nodeEnv?: string;
  /** NEXT_PUBLIC_API_BASE_URL: when absolute, the browser's API clients call its origin. */
  apiBaseUrl?: string;
  /** GOOGLE_ISSUER: Google sign-in's form POST to /api/auth/signin/google is redirected there. */
  googleIssuer?: string;
}

export interface Header {
  key: string;
  value: string;
}

const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';

/** Video hosts the webcast player may embed (see webcastEmbedUrl in lib/server/services/content.ts). */
export const FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null; // a relative base such as '/api' is our own origin
  }
}

export function contentSecurityPolicy(settings: SecuritySettings = {}): string {
  const production = settings.appEnv === 'production';
  const development = settings.nodeEnv === 'development';
  const apiOrigin = originOf(settings.apiBaseUrl);
  const issuerOrigin = originOf(settings.googleIssuer) ?? DEFAULT_GOOGLE_ISSUER;

  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // One inline script, the same on every page and allowed by its hash (lib/bootScript.ts); no other.
    // The build is webpack's, which emits none (Turbopack's writes a per-page chunk list inline, which
    // this policy would refuse). The pages router's __NEXT_DATA__ (application/json), our JSON-LD
    // (application/ld+json) and the after-paint script placeholders (text/x-after-paint) are data
    // blocks, which CSP does not treat as script, and nothing uses next/script or inline handlers.
    // `next dev` needs eval for React Refresh, and only there.
    'script-src': ["'self'", BOOT_SCRIPT_HASH, ...(development ? ["'unsafe-eval'"] : [])],
    // Inline styles stay allowed: React `style` attributes (e.g. CompanyLogo sizes) and sweetalert2,
    // which injects its stylesheet at run time. Styles cannot run code, so the risk is small.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Company logos, article covers, webcast thumbnails and avatars are addresses held in the
    // database, which may point at other HTTPS hosts (e.g. a Google profile picture).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
    // The webcast player embeds these video hosts after a click on Play.
    'frame-src': ["'self'", ...FRAME_SOURCES],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    // Chrome applies form-action to the redirects that follow a form POST: Google sign-in posts to our
    // /api/auth/signin/google, which redirects to the issuer. Outside production builds, loopback
    // addresses are allowed too, for the local OpenID provider the end-to-end tests start on a free port.
    'form-action': ["'self'", issuerOrigin, ...(production ? [] : ['http://127.0.0.1:*', 'http://localhost:*'])],
    'object-src': ["'none'"],
  };
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`);
  if (production) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

export function securityHeaders(settings: SecuritySettings = {}): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(settings) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // For browsers without CSP frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(settings.appEnv === 'production'
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
      : []),
  ];
}

/** The settings from this process's environment, read by middleware.ts at run time. */
export function settingsFromEnv(source: Record<string, string | undefined> = process.env): SecuritySettings {
  return {
    appEnv: source.APP_ENV,
    nodeEnv: source.NODE_ENV,
    apiBaseUrl: source.NEXT_PUBLIC_API_BASE_URL,
    googleIssuer: source.GOOGLE_ISSUER,
  };
}
