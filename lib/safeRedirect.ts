// A ?next= (or callbackUrl, or any return path) is followed only when it is a path on this site.
// The value is normalised first, the way a browser and URL parser will read it (dot segments, %2e,
// backslashes as slashes), and it is the normalised result that is checked and returned: checking the
// raw value and returning the normalised one let "/.//evil.example" through as "//evil.example".

const BASE = 'http://internal.invalid';

/** The path, query and fragment candidate names on this site, normalised; null for anything else. */
function normalisedPath(candidate: string): string | null {
  // Control characters (the URL parser drops tabs and newlines, which can join "/" and "/") and
  // anything that is not a path from the root are refused before parsing.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(candidate) || !candidate.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "//host" and "/\host" are read by browsers as another site, whatever produced them.
  return path.startsWith('//') || path.startsWith('/\\') ? null : path;
}

export function safeNextPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string' || candidate.length > 2048) return fallback;
  const path = normalisedPath(candidate);
  // Normalising again must change nothing: what is returned is exactly what a browser will follow.
  return path !== null && normalisedPath(path) === path ? path : fallback;
}
