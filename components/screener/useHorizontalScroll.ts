import { useCallback, useSyncExternalStore, type RefObject } from 'react';

/** Where a sideways-scrolling box stands: everything fits, more lies to the right, or it is scrolled to the end. */
export type HorizontalScroll = 'fits' | 'more' | 'end';

export function horizontalScroll(box: { scrollWidth: number; clientWidth: number; scrollLeft: number }): HorizontalScroll {
  if (box.scrollWidth <= box.clientWidth + 1) return 'fits';
  return box.scrollLeft + box.clientWidth >= box.scrollWidth - 1 ? 'end' : 'more';
}

/** Follows the box's scroll position and size (no state set in an effect: the DOM is the store). */
export function useHorizontalScroll(ref: RefObject<HTMLElement | null>): HorizontalScroll {
  const subscribe = useCallback(
    (notify: () => void) => {
      const box = ref.current;
      if (!box) return () => undefined;
      const observer = new ResizeObserver(notify);
      observer.observe(box);
      box.addEventListener('scroll', notify, { passive: true });
      return () => {
        observer.disconnect();
        box.removeEventListener('scroll', notify);
      };
    },
    [ref],
  );
  return useSyncExternalStore(
    subscribe,
    () => (ref.current ? horizontalScroll(ref.current) : 'fits'),
    () => 'fits',
  );
}
