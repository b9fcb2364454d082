// A link to a page of this site for the site's chrome and long lists (cards, tables, footer):
// navigated in the browser like next/link, without what next/link costs each instance. next/link
// gives every link hooks, a resolved-URL memo, an IntersectionObserver and a re-render when it scrolls
// into view, most of the hydration time of a public page with its ~80 links. This is a plain <a>
// plus handlers: a plain left click goes through Next's router (same route events, loader and
// scrolling), anything else (new tab, modifier keys, download) is the browser's; hovering or touching
// it prefetches the page, as next/link does with prefetch={false}.
import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent, TouchEvent } from 'react';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path on this site: /indian-stocks/…, /articles?page=2. */
  href: string;
  /** Scroll to the top after the move (next/link's `scroll`). */
  scroll?: boolean;
}

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    link.hasAttribute('download')
  );
}

function prefetch(href: string) {
  // Only in a production build; a failed prefetch is only a lost head start.
  Router.prefetch(href).catch(() => undefined);
}

export default function LightLink({ href, scroll = true, onClick, onMouseEnter, onTouchStart, children, ...rest }: Props) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        void Router.push(href, undefined, { scroll });
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetch(href);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch(href);
      }}
    >
      {children}
    </a>
  );
}
