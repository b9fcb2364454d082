// The real nprogress with RouteLoader's settings: the bar it draws carries no invalid ARIA role.
import NProgress from 'nprogress';
import { afterEach, expect, it } from 'vitest';

import { NPROGRESS_SETTINGS } from '@/components/RouteLoader';

afterEach(() => {
  NProgress.remove();
});

it('draws a bar hidden from assistive technology, with no role of its own', () => {
  NProgress.configure(NPROGRESS_SETTINGS);
  NProgress.start();
  const bar = document.querySelector('#nprogress .bar');
  expect(bar).not.toBeNull();
  expect(bar?.hasAttribute('role')).toBe(false);
  expect(bar?.getAttribute('aria-hidden')).toBe('true');
  expect(document.querySelector('#nprogress .spinner')).toBeNull();
});
