// The typed client fills a contract's path parameters and sends its input as the query or the body.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { beforeEach, describe, expect, it, vi } from 'vitest';

import { imageApi, userApi } from '@/lib/api/clients';
import { call, contractPath } from '@/lib/contracts/client';
import type { Contract } from '@/lib/contracts/contract';
import { orderCancelApi, orderListApi, orderPlacedApi } from '@/lib/contracts/orders';
import { PROFILE_API } from '@/lib/contracts/profile';

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

  it('sends a POST input as the body, with the headers given (an Idempotency-Key)', async () => {
    await call(orderPlacedApi, { slug: 'acme', quantity: 10, pricePaise: 100_000 }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: 'orders',
        params: undefined,
        data: { slug: 'acme', quantity: 10, pricePaise: 100_000 },
        headers: { 'Idempotency-Key': 'k-1' },
      }),
    );
  });

  it('refuses to send without a path parameter', async () => {
    await expect(call(orderCancelApi)).rejects.toThrow(/Missing path parameter "id"/);
    expect(request).not.toHaveBeenCalled();
  });

  it('sends form data as it is, through the client of the contract', async () => {
    const upload = vi.spyOn(imageApi, 'request').mockResolvedValue({ data: { success: true, message: 'Saved.', data: {} } });
    const form = new FormData();
    form.set('image', new Blob(['x']), 'me.png');
    await call(PROFILE_API.partner.image, form);
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: 'cp/profile', data: form }));
    expect(request).not.toHaveBeenCalled();
  });
});

// Every contract names a route that exists: pages/api/v1/<client>/<path>, a `{name}` being a `[name]` segment.
describe('the contracts', () => {
  const contractsDir = path.join(process.cwd(), 'lib/contracts');
  const modules = readdirSync(contractsDir).filter((file) => !['client.ts', 'contract.ts'].includes(file));

  const contractsIn = (value: unknown): Contract[] => {
    if (!value || typeof value !== 'object') return [];
    if ('client' in value && 'method' in value && 'path' in value) return [value as Contract];
    return Object.values(value).flatMap(contractsIn);
  };

  it.each(modules)('of %s each name a route file', async (file) => {
    const contracts = contractsIn(await import(`@/lib/contracts/${file.replace(/\.ts$/, '')}`));
    expect(contracts.length).toBeGreaterThan(0);
    for (const { client, path: route } of contracts) {
      const base = path.join(process.cwd(), 'pages/api/v1', client, route.replace(/\{(\w+)\}/g, '[$1]'));
      expect(
        [`${base}.ts`, path.join(base, 'index.ts')].some((candidate) => existsSync(candidate)),
        `${client}/${route}`,
      ).toBe(true);
    }
  });
});
