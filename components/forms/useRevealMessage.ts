// A form's summary (success or error) is brought into view and given focus when its message
// appears: on a phone it may sit above the screen, and the submit button that held focus was
// disabled while sending. The element's role (status or alert) makes screen readers announce it.
import { useEffect, useRef } from 'react';

export function useRevealMessage<T extends HTMLElement>(message: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!message || !element) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [message]);
  return ref;
}
