import { act, render, screen } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import RouteLoader, { NPROGRESS_SETTINGS } from '@/components/RouteLoader';

type Handler = (...args: unknown[]) => void;

const events = vi.hoisted(() => {
  const handlers = new Map<string, Set<Handler>>();
  return {
    handlers,
    on: (name: string, handler: Handler) => handlers.set(name, (handlers.get(name) ?? new Set()).add(handler)),
    off: (name: string, handler: Handler) => handlers.get(name)?.delete(handler),
  };
});
vi.mock('next/router', () => ({ useRouter: () => ({ events }) }));
vi.mock('nprogress', () => ({ default: { configure: vi.fn(), start: vi.fn(), done: vi.fn() } }));

const emit = (name: string, shallow = false) => act(() => events.handlers.get(name)?.forEach((handler) => handler('/next', { shallow })));
const loader = () => screen.queryByText('Loading…');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('RouteLoader', () => {
  it('shows from route-change start and hides exactly 1000 ms after completion', () => {
    render(<RouteLoader />);
    expect(NProgress.configure).toHaveBeenCalledWith(NPROGRESS_SETTINGS);
    expect(loader()).toBeNull();

    emit('routeChangeStart');
    expect(loader()).not.toBeNull();
    expect(screen.getByRole('status').contains(loader())).toBe(true);
    expect(NProgress.start).toHaveBeenCalledTimes(1);

    emit('routeChangeComplete');
    expect(NProgress.done).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(loader()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(loader()).toBeNull();
  });

  it('hides at once on a route-change error', () => {
    render(<RouteLoader />);
    emit('routeChangeStart');
    emit('routeChangeError');
    expect(loader()).toBeNull();
    expect(NProgress.done).toHaveBeenCalledTimes(1);
  });

  it('a new start cancels the pending hide of the previous navigation', () => {
    render(<RouteLoader />);
    emit('routeChangeStart');
    emit('routeChangeComplete');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    emit('routeChangeStart');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(loader()).not.toBeNull();
  });

  it('ignores shallow route changes and stops listening on unmount', () => {
    const { unmount } = render(<RouteLoader />);
    emit('routeChangeStart', true);
    expect(loader()).toBeNull();
    unmount();
    expect(events.handlers.get('routeChangeStart')?.size ?? 0).toBe(0);
  });
});
