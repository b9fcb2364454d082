// The one inline script of every page, first in <head> (pages/_document.tsx). The CSP allows it by
// its hash (BOOT_SCRIPT_HASH in lib/securityHeaders.ts) and no other inline script. Plain old
// JavaScript, no imports: next.config.ts and the middleware load this module too.
//
// Before the first paint it writes which disclaimer state the consent cookies give
// (lib/disclaimer.ts initialDisclaimerState) as <html data-consent>, so the stylesheet shows the
// overlay or the banner of the server HTML (the same for everyone) to the visitors it is meant for
// and to no one else. React takes over after hydration (components/DisclaimerGate.tsx). Inline, it
// costs the first paint no request (as an external file it was a render-blocking round trip).

export const BOOT_SCRIPT =
  '(function(){' +
  'var c="; "+document.cookie+";";' +
  'var a=c.indexOf("; accept_cookie=true;")!==-1,b=c.indexOf("; accept_banner_cookie=true;")!==-1;' +
  'document.documentElement.setAttribute("data-consent",a?(b?"closed":"banner"):"disclaimers");' +
  '})();';

/** CSP source for BOOT_SCRIPT (tests/unit/bootScript.test.ts checks it against the text above). */
export const BOOT_SCRIPT_HASH = "'sha256-5VaqFmdY4Db1YpoiZdYp8A9EEEANoeVwTM/gFSn6Img='";
