import { useRouter } from 'next/router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * Turns plain clicks on links to this page inside it into shallow route changes: the URL (and Back)
 * update while the page fetches its own data, without the full-screen route loader.
 */
export default function ShallowLinks({ children }: { children: ReactNode }) {
  const router = useRouter();
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    const samePage = href === router.pathname || href.startsWith(`${router.pathname}?`);
    if (!samePage) return;
    event.preventDefault();
    void router.push(href, undefined, { shallow: true, scroll: false });
  };
  return <div onClickCapture={onClickCapture}>{children}</div>;
}
