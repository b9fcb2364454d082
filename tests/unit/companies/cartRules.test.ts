import { describe, expect, it } from 'vitest';

import { buyRefusal, cartAddBody, quantityError } from '@/lib/validations/cart';

describe('buying rules shared by the Buy form and the API', () => {
  it('refuses Sold Out and Coming Soon companies with a clear message', () => {
    expect(buyRefusal({ name: 'Acme', status: 'Available' })).toBeNull();
    expect(buyRefusal({ name: 'Acme', status: 'Sold Out' })).toMatch(/Acme is sold out/);
    expect(buyRefusal({ name: 'Acme', status: 'Coming Soon' })).toMatch(/Acme is coming soon/);
  });

  it.each([
    ['', /whole number/],
    ['abc', /whole number/],
    ['2.5', /whole number/],
    ['-10', /whole number/],
    ['49', /at least 50 shares/],
    ['2000000', /at most/],
  ])('refuses the quantity %j', (text, message) => {
    expect(quantityError(text, 50)).toMatch(message);
  });

  it('accepts a whole number at or above the minimum lot', () => {
    expect(quantityError('50', 50)).toBeNull();
    expect(quantityError(' 75 ', 50)).toBeNull();
  });

  it('validates the API body per field', () => {
    expect(cartAddBody.safeParse({ companyId: 1, quantity: 10 }).success).toBe(true);
    const bad = cartAddBody.safeParse({ companyId: '1', quantity: 1.5 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['companyId', 'quantity']);
  });
});
