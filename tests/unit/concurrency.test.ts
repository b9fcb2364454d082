// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { limitConcurrency } from '@/lib/server/concurrency';

/** A task that stays running until finished from outside. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('limitConcurrency', () => {
  it('runs at most `slots` tasks at once, the others in order of arrival as slots free up', async () => {
    const run = limitConcurrency(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const results = gates.map((g, index) =>
      run(async () => {
        started.push(index);
        await g.opened;
        return index;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[3]!.open();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot of a task that fails, and passes its error on', async () => {
    const run = limitConcurrency(1);
    const failed = run(() => Promise.reject(new Error('no')));
    const next = run(async () => 'ran');
    await expect(failed).rejects.toThrow('no');
    expect(await next).toBe('ran');
    // Nothing is left holding the slot.
    expect(await run(async () => 'again')).toBe('again');
  });
});
