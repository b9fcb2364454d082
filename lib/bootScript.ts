// The one inline script of every page, first in <head> (pages/_document.tsx). The CSP allows it by
// its hash (BOOT_SCRIPT_HASH in lib/securityHeaders.ts) and no other inline script. Plain old
// JavaScript, no imports: next.config.ts and the middleware load this module too.
//
// 1. Before the first paint it writes which disclaimer state the consent cookies give
//    (lib/disclaimer.ts initialDisclaimerState) as <html data-consent>, so the stylesheet shows the
//    overlay or the banner of the server HTML (the same for everyone) to the visitors it is meant for
//    and to no one else. Inline, it costs the first paint no request.
// 2. The server copies of the overlay and the banner work without React: ticking the box, "Read more"
//    and the banner's Accept set the same cookies and the same next state as components/DisclaimerGate.tsx
//    (lib/disclaimer.ts nextDisclaimerState). React's own Dialog takes over once the page has booted.
// 3. Boot on interaction (<html data-boot="lazy">, public pages only; lib/lazyBoot.ts): the page's
//    script URLs are in the HTML as JSON lists in data blocks (<script type="application/json"
//    data-boot-scripts>, neither fetched nor run); this script creates their <script> elements, in
//    order, at the visitor's first pointer, key, touch or focus, or at once for a signed-in visitor
//    (signedInAs hint: the header needs React to show them). Until React has hydrated, clicks (links
//    aside: they navigate as links do), choices in lists and form submissions are held and replayed
//    afterwards (finishLazyBoot), so nothing a visitor does in that time is lost. A disclosure button
//    marked data-boot-toggle (the header's menu on a phone) opens its element at once, without waiting
//    for React: the held click, replayed, brings React to the state already shown.
// 4. The specification's "console cleared 3 seconds after load", on every page of a production build
//    (<html data-clear-console>), whether or not React has booted by then.
//
// The constants are lib/disclaimer.ts's (ACCEPT_COOKIE_DAYS 1, the banner 365 days) and lib/lazyBoot.ts's
// (LAZY_SCRIPTS_ATTRIBUTE, window.__boot); tests/unit/bootScript.test.ts holds them together.
export const BOOT_SCRIPT =
  '(function(){' +
  'var d=document,h=d.documentElement,w=window;' +
  // Every listener of the document: capture, before the page's own.
  'function on(n,f){d.addEventListener(n,f,true)}' +
  'function has(n){return ("; "+d.cookie+";").indexOf("; "+n+";")!==-1}' +
  'function set(n,days){try{d.cookie=n+"=true; path=/; expires="+new Date(Date.now()+days*864e5).toUTCString()+"; samesite=lax"}catch(e){}}' +
  'var a=has("accept_cookie=true"),b=has("accept_banner_cookie=true");' +
  'h.setAttribute("data-consent",a?(b?"closed":"banner"):"disclaimers");' +
  // 2. The server copies of the overlay and the banner.
  'on("change",function(e){' +
  'var t=e.target;' +
  // A list chosen before React hydrates (which sets it back to its own value): held with the choice.
  'if(!B.done&&t.tagName==="SELECT"){B.q.push(["change",t,t.value]);start()}' +
  'if(!t.closest||t.type!=="checkbox"||!t.checked||!t.closest("[data-consent-pending=disclaimers]"))return;' +
  'set("accept_cookie",1);' +
  'h.setAttribute("data-consent",has("accept_banner_cookie=true")?"closed":"banner")' +
  '});' +
  // A disclosure button (aria-expanded, aria-controls naming an element shown or hidden): opens or closes it.
  'function toggle(x){' +
  'var o=x.getAttribute("aria-expanded")!=="true",m=d.getElementById(x.getAttribute("aria-controls"));' +
  'x.setAttribute("aria-expanded",String(o));if(m)m.hidden=!o;return o' +
  '}' +
  'function consent(t){' +
  'var x=t.closest("[data-consent-pending] button");' +
  'if(!x)return;' +
  'if(x.hasAttribute("aria-expanded")){' +
  'x.textContent=toggle(x)?"Read less":"Read more"' +
  '}else{' +
  'set("accept_banner_cookie",365);' +
  'if(h.getAttribute("data-consent")==="banner")h.setAttribute("data-consent","closed")' +
  '}' +
  '}' +
  // 3. Boot on interaction.
  'var lazy=h.getAttribute("data-boot")==="lazy",B=w.__boot={q:[],done:!lazy,started:!lazy};' +
  'function run(){' +
  'var s=d.querySelectorAll("script[data-boot-scripts]"),i,j,u,n;' +
  'for(i=0;i<s.length;i++){' +
  'u=JSON.parse(s[i].textContent);' +
  'for(j=0;j<u.length;j++){n=d.createElement("script");n.src=u[j];n.async=false;d.head.appendChild(n)}' +
  '}' +
  '}' +
  // After the next paint: the interaction that starts the scripts shows its response first.
  'function start(){' +
  'if(B.started)return;B.started=true;' +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",run);else requestAnimationFrame(function(){setTimeout(run)})' +
  '}' +
  'on("click",function(e){' +
  'var t=e.target,r=!h.hasAttribute("data-booted"),g;' +
  'if(!t.closest)return;' +
  'if(r&&t.closest("[data-consent-pending]")){consent(t);return}' +
  'if(B.done)return;' +
  'start();' +
  'var l=t.closest("a[href],button,input,select,textarea,label,summary");' +
  'if(l&&l.tagName==="A")return;' +
  // A dialog in the server's HTML (the header's login): its button (data-boot-dialog, aria-controls naming
  // it) opens it, its close button (data-boot-close) or the backdrop (the dialog itself) closes it. Not
  // held: React, hydrating, finds the dialog as it is (components/ui/Dialog.tsx, serverRendered).
  'g=l&&l.hasAttribute("data-boot-dialog")?d.getElementById(l.getAttribute("aria-controls")):(t.tagName==="DIALOG"||l&&l.hasAttribute("data-boot-close"))&&t.closest("dialog[open]");' +
  'if(r&&g){if(g.open)g.close();else{g.showModal();g.focus()}return}' +
  // A disclosure marked data-boot-toggle (the header's menu) opens at once; React, given the held
  // click after hydration, comes to the same state (its aria-expanded and hidden follow it).
  'if(l&&l.hasAttribute("data-boot-toggle"))toggle(l);' +
  'e.preventDefault();e.stopPropagation();B.q.push(["click",l||t])' +
  '});' +
  // Escape closes a data-boot-toggle disclosure opened before React (held as a click, so React follows).
  'on("keydown",function(e){' +
  'var x=!B.done&&e.key==="Escape"&&d.querySelector("[data-boot-toggle][aria-expanded=true]");' +
  'if(x){toggle(x);B.q.push(["click",x])}' +
  '});' +
  'on("submit",function(e){' +
  'if(B.done)return;' +
  'start();e.preventDefault();e.stopPropagation();B.q.push(["submit",e.target])' +
  '});' +
  // 4. The specification's console clearing, 3 s after load, in production builds (data-clear-console).
  'if(h.hasAttribute("data-clear-console"))w.addEventListener("load",function(){setTimeout(function(){console.clear()},3000)});' +
  'if(!lazy)return;' +
  // Until React has hydrated, its listeners hear none of the visitor's input: one of these events reaching
  // a root still hydrating makes React finish the whole hydration inside that event (a key then waited
  // ~300 ms for its paint at 4x CPU). Text typed meanwhile is handed over, clicks held (lib/lazyBoot.ts).
  // The list is react-dom's discreteReplayableEvents (tests/unit/bootScript.test.ts compares them).
  'function quiet(e){if(!h.hasAttribute("data-booted"))e.stopPropagation()}' +
  '"mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset".split(" ").forEach(function(n){on(n,quiet)});' +
  'if(has("signedInAs=user")||has("signedInAs=partner"))return start();' +
  'var k=["pointerdown","pointermove","keydown","touchstart","focusin"];' +
  'for(var j=0;j<k.length;j++)w.addEventListener(k[j],start,{capture:true,passive:true,once:true})' +
  '})();';

/** CSP source for BOOT_SCRIPT (tests/unit/bootScript.test.ts checks it against the text above). */
export const BOOT_SCRIPT_HASH = "'sha256-JSosqGFuA0STeE4yitAKYIdr1oMDKe2hxjg/7KTCpX4='";
