import { act, renderHook, waitFor } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useVisitor, VisitorProvider } from '@/components/providers/VisitorProvider';
import { userApi } from '@/lib/api/clients';
import { announceCartChanged, useCartCount } from '@/components/public/useCartCount';
import type { VisitorKind } from '@/lib/visitor';

import { httpError } from './httpError';

const cart = (items: number) =>
  ({ data: { success: true, message: 'ok', data: { result: Array.from({ length: items }, (_, id) => ({ id })) } } }) as AxiosResponse;

function renderCartCount(kind: VisitorKind) {
  if (kind === 'user' || kind === 'partner') document.cookie = `signedInAs=${kind}; path=/`;
  const wrapper = ({ children }: { children: ReactNode }) => <VisitorProvider>{children}</VisitorProvider>;
  return renderHook(() => ({ cart: useCartCount(), visitor: useVisitor() }), { wrapper });
}

afterEach(() => vi.restoreAllMocks());

describe('useCartCount', () => {
  it('counts the first page of the checkOut list for a signed-in user', async () => {
    const get = vi.spyOn(userApi, 'request').mockResolvedValue(cart(4));
    const { result } = renderCartCount('user');
    await waitFor(() => expect(result.current.cart.count).toBe(4));
    expect(get).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', url: 'checkOut/getDetails', params: { page: '1', limit: '10' } }),
    );
    expect(result.current.cart.flag).toBe('1');
  });

  it("keeps the previous count and sets the flag to '0' on failure", async () => {
    const get = vi
      .spyOn(userApi, 'request')
      .mockResolvedValueOnce(cart(2))
      .mockRejectedValueOnce(httpError(500, { success: false, message: 'Server error' }));
    const { result } = renderCartCount('user');
    await waitFor(() => expect(result.current.cart.count).toBe(2));

    act(() => result.current.visitor.setKind('anonymous'));
    act(() => result.current.visitor.setKind('user'));
    await waitFor(() => expect(result.current.cart.flag).toBe('0'));
    expect(result.current.cart.count).toBe(2);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('shows a signed-out visitor when the session behind the hint is gone (401)', async () => {
    vi.spyOn(userApi, 'request').mockRejectedValueOnce(httpError(401, { success: false, message: 'Please sign in to continue.' }));
    const { result } = renderCartCount('user');
    await waitFor(() => expect(result.current.visitor.kind).toBe('anonymous'));
    expect(result.current.cart.flag).toBe('0');
  });

  it.each(['anonymous', 'partner'] as const)('does not call the API for a %s visitor', (kind) => {
    const get = vi.spyOn(userApi, 'request');
    const { result } = renderCartCount(kind);
    expect(get).not.toHaveBeenCalled();
    expect(result.current.cart).toEqual({ count: 0, flag: null });
  });
});

describe('useCartCount after the cart changes', () => {
  it('reloads the count when the cart-changed event fires', async () => {
    const get = vi.spyOn(userApi, 'request').mockResolvedValueOnce(cart(1)).mockResolvedValueOnce(cart(2));
    const { result } = renderCartCount('user');
    await waitFor(() => expect(result.current.cart.count).toBe(1));
    act(() => {
      announceCartChanged();
    });
    await waitFor(() => expect(result.current.cart.count).toBe(2));
    expect(get).toHaveBeenCalledTimes(2);
  });
});
