import { describe, expect, it } from 'vitest';

import { horizontalScroll } from '@/components/screener/useHorizontalScroll';

describe('horizontalScroll (whether the results table shows its scroll cue)', () => {
  it('fits when the content is no wider than the box (allowing a pixel of rounding)', () => {
    expect(horizontalScroll({ scrollWidth: 800, clientWidth: 800, scrollLeft: 0 })).toBe('fits');
    expect(horizontalScroll({ scrollWidth: 801, clientWidth: 800, scrollLeft: 0 })).toBe('fits');
  });

  it('has more to the right until scrolled to the end', () => {
    expect(horizontalScroll({ scrollWidth: 1200, clientWidth: 800, scrollLeft: 0 })).toBe('more');
    expect(horizontalScroll({ scrollWidth: 1200, clientWidth: 800, scrollLeft: 398 })).toBe('more');
    expect(horizontalScroll({ scrollWidth: 1200, clientWidth: 800, scrollLeft: 399.5 })).toBe('end');
    expect(horizontalScroll({ scrollWidth: 1200, clientWidth: 800, scrollLeft: 400 })).toBe('end');
  });
});
