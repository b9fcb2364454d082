// How a session's device and place read to its owner: "Chrome on Android", "Mumbai, India".
// The browser comes from the User-Agent (bowser). The place comes from the address through a
// MaxMind-format database (mmdb-lib reads it): GEOIP_MMDB_PATH when set (e.g. DB-IP's or MaxMind's
// free city databases, which give a city), otherwise the country database bundled from npm
// (@ip-location-db/geo-whois-asn-country-mmdb, CC BY 4.0, NRO data). Looked up when sessions are
// listed, never on the request path.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

import Bowser from 'bowser';
import { Reader, type CityResponse } from 'mmdb-lib';

import { formatPlace } from '@/lib/format';
import { logger } from '@/lib/server/logger';

/** "Chrome 131 on Windows", "Safari on iPhone", or a plain fallback for an unknown client. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const major = parsed.browser.version?.split('.')[0];
  const model = parsed.platform.model && parsed.platform.vendor === 'Apple' ? parsed.platform.model : undefined;
  const system = model ?? parsed.os.name;
  // Not a browser (a script, an app's HTTP client): its own first word, e.g. "curl/8.5.0".
  if (!browser) return system ? `A browser on ${system}` : userAgent.split(/[\s(;]/)[0]?.slice(0, 40) || 'Unknown device';
  const name = major && !model ? `${browser} ${major}` : browser;
  return system ? `${name} on ${system}` : name;
}

/** MaxMind's city/country layout, or ip-location-db's `{ country_code }`. */
type GeoRecord = CityResponse & { country_code?: string };

const memo = globalThis as unknown as { __geoReader?: Reader<CityResponse> | null };

function reader(): Reader<CityResponse> | null {
  if (memo.__geoReader !== undefined) return memo.__geoReader;
  try {
    const file = process.env.GEOIP_MMDB_PATH?.trim()
      ? process.env.GEOIP_MMDB_PATH.trim()
      : path.join(process.cwd(), 'node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
    memo.__geoReader = new Reader<CityResponse>(readFileSync(file));
  } catch (error) {
    logger.warn('no IP location database: sessions show addresses without a place', { error: (error as Error).message });
    memo.__geoReader = null;
  }
  return memo.__geoReader;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Loopback, private (RFC 1918 / ULA) and link-local addresses: a network of one's own, not a place. */
function isLocal(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  const lower = ip.toLowerCase();
  return lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80:');
}

/** "Mumbai, India", "India", "Local network", or null when the address says nothing. */
export function placeOf(ip: string | null): string | null {
  if (!ip || isIP(ip) === 0) return null;
  if (isLocal(ip)) return 'Local network';
  let record: GeoRecord | null = null;
  try {
    record = reader()?.get(ip) ?? null;
  } catch {
    return null;
  }
  const code = record?.country?.iso_code ?? record?.country_code;
  const country = record?.country?.names.en ?? (code ? regionNames.of(code) : undefined);
  const place = formatPlace(record?.city?.names.en, country);
  return place || null;
}
