// The typed client fills a contract's path parameters and sends its input as the query or the body.
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { userApi } from '@/lib/api/clients';
import { call, contractPath } from '@/lib/contracts/client';
import { orderCancelApi, orderListApi } from '@/lib/contracts/orders';

describe('contractPath', () => {
  it('fills and encodes parameters', () => {
    expect(contractPath('orders/{id}/cancel', { id: 12 })).toBe('orders/12/cancel');
    expect(contractPath('knowledge/{slug}', { slug: 'a b/c' })).toBe('knowledge/a%20b%2Fc');
  });

  it('refuses a missing parameter', () => {
    expect(() => contractPath('orders/{id}')).toThrow(/id/);
  });
});

describe('call', () => {
  const request = vi.spyOn(userApi, 'request');
  beforeEach(() => {
    request.mockReset();
    request.mockResolvedValue({ data: { success: true, message: 'OK', data: null } });
  });

  it('sends a GET input as the query', async () => {
    await call(orderListApi, { page: '2' });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: 'orders', params: { page: '2' }, data: undefined }));
  });

  it('sends a POST to the filled path and answers the envelope', async () => {
    const answer = await call(orderCancelApi, undefined, { params: { id: 7 } });
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: 'orders/7/cancel' }));
    expect(answer).toEqual({ success: true, message: 'OK', data: null });
  });
});
