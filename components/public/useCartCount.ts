// The signed-in investor's cart count (spec §4): the length of the first page of the checkOut list.
// On failure the previous count stays and the flag becomes '0'; other visitors never call the API.
import { useEffect, useState } from 'react';

import { useVisitor } from '@/components/providers/VisitorProvider';

export type CartCountFlag = '0' | '1' | null;

/** Dispatched on window after the cart changes, so the header's count reloads. */
export const CART_CHANGED_EVENT = 'cart:changed';
export const announceCartChanged = () => window.dispatchEvent(new Event(CART_CHANGED_EVENT));

export function useCartCount() {
  const { kind, setKind } = useVisitor();
  const [count, setCount] = useState(0);
  const [flag, setFlag] = useState<CartCountFlag>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const reload = () => setVersion((v) => v + 1);
    window.addEventListener(CART_CHANGED_EVENT, reload);
    return () => window.removeEventListener(CART_CHANGED_EVENT, reload);
  }, []);

  useEffect(() => {
    if (kind !== 'user') return;
    const controller = new AbortController();
    // The API client loads here, for signed-in investors only: other visitors' pages never carry it.
    Promise.all([import('@/lib/contracts/client'), import('@/lib/contracts/cart')])
      .then(([{ call }, { cartApi }]) => call(cartApi, { page: '1', limit: '10' }, { signal: controller.signal }))
      .then((answer) => {
        setCount(answer.data.result.length);
        setFlag('1');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFlag('0');
        // The hint outlived the session (the answer also dropped the hint): show a signed-out header.
        if ((error as { response?: { status?: number } }).response?.status === 401) setKind('anonymous');
      });
    return () => controller.abort();
  }, [kind, setKind, version]);

  return { count, flag };
}
