import { useCallback, useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** copy(text) puts text on the clipboard; state says how it went, and returns to idle after a while. */
export function useCopyToClipboard(resetAfterMs = 3000) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), resetAfterMs);
    return () => window.clearTimeout(timer);
  }, [state, resetAfterMs]);

  const copy = useCallback(async (text: string) => {
    try {
      // Undefined outside a secure context (plain http), whatever the DOM types say.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);

  return { state, copy };
}
