// Before the first paint (a blocking script in <head>, pages/_document.tsx): which disclaimer state the
// consent cookies give (lib/disclaimer.ts initialDisclaimerState), as <html data-consent>, so the
// stylesheet shows the overlay or the banner of the server HTML to the visitors it is meant for and
// to no one else. React takes over after hydration. An external file: the CSP allows no inline script.
// Cached for a year (next.config.ts): give the file a new number when it changes (lib/disclaimer.ts).
(function () {
  var cookies = '; ' + document.cookie + ';';
  var accepted = cookies.indexOf('; accept_cookie=true;') !== -1;
  var bannerAccepted = cookies.indexOf('; accept_banner_cookie=true;') !== -1;
  document.documentElement.setAttribute('data-consent', accepted ? (bannerAccepted ? 'closed' : 'banner') : 'disclaimers');
})();
