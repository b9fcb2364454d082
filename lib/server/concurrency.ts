// A limit on how many of some task run at once; the others wait in order of arrival.

/** Wraps tasks so that at most `slots` of them run at once (the rest wait their turn, first come first served). */
export function limitConcurrency(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` counts it still.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
