import { describe, expect, it } from 'vitest';

import { ERROR_CODES } from '@/lib/api/envelope';
import { badRequest, conflict, defaultCode, forbidden, HttpError, notFound, unauthorized } from '@/lib/server/http/httpError';
import { hit, resetRateLimits } from '@/lib/server/rateLimit';

describe('HttpError codes', () => {
  it.each([
    [400, undefined, 'bad_request'],
    [400, { email: 'Please enter an email.' }, 'validation'],
    [400, {}, 'bad_request'],
    [401, undefined, 'unauthorized'],
    [403, undefined, 'forbidden'],
    [404, undefined, 'not_found'],
    [405, undefined, 'method_not_allowed'],
    [409, undefined, 'conflict'],
    [413, undefined, 'payload_too_large'],
    [415, undefined, 'unsupported_media_type'],
    [429, undefined, 'rate_limited'],
    [502, undefined, 'upstream_failed'],
    [503, undefined, 'internal'],
    [418, undefined, 'bad_request'],
  ])('status %i with errors %j defaults to %s', (status, errors, code) => {
    expect(defaultCode(status, errors)).toBe(code);
    expect(new HttpError(status, 'message', { errors }).code).toBe(code);
  });

  it('keeps a code given explicitly, with its message, errors and headers', () => {
    const error = new HttpError(409, 'Taken.', { code: 'duplicate_email', errors: { email: 'Taken.' }, headers: { 'X-A': '1' } });
    expect(error).toMatchObject({
      status: 409,
      message: 'Taken.',
      code: 'duplicate_email',
      errors: { email: 'Taken.' },
      headers: { 'X-A': '1' },
    });
    expect(error).toBeInstanceOf(Error);
  });

  it('the helpers set status and code', () => {
    expect(badRequest('Bad.')).toMatchObject({ status: 400, code: 'bad_request' });
    expect(badRequest('Bad.', { code: 'Wrong code.' }, 'invalid_code')).toMatchObject({ status: 400, code: 'invalid_code' });
    expect(unauthorized()).toMatchObject({ status: 401, code: 'unauthorized', message: 'Please sign in to continue.' });
    expect(forbidden('KYC first.', 'kyc_required')).toMatchObject({ status: 403, code: 'kyc_required' });
    expect(notFound()).toMatchObject({ status: 404, code: 'not_found' });
    expect(conflict('Taken.', { phone: 'Taken.' }, 'duplicate_phone')).toMatchObject({ status: 409, code: 'duplicate_phone' });
  });

  it('every default is a declared code', () => {
    for (const status of [400, 401, 403, 404, 405, 409, 413, 415, 429, 500, 502]) {
      expect(ERROR_CODES).toContain(defaultCode(status));
    }
  });

  it('a full rate window answers rate_limited; a lock-out rule its own code', async () => {
    resetRateLimits();
    const rule = { name: 'test-codes', limit: 1, windowMs: 1000 };
    await hit(rule, 'k', { now: 0 });
    await expect(hit(rule, 'k', { now: 1 })).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    const locked = { ...rule, name: 'test-codes-locked', code: 'locked_out' as const };
    await hit(locked, 'k', { now: 0 });
    await expect(hit(locked, 'k', { now: 1 })).rejects.toMatchObject({ status: 429, code: 'locked_out' });
  });
});
