import { describe, expect, it } from 'vitest';

import { databaseUnavailable } from '@/lib/unavailable';

describe('databaseUnavailable', () => {
  it('knows a database that is away from a request it refuses', () => {
    expect(databaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(databaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      true,
    );
    expect(databaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // drizzle wraps the driver's error; a host with two addresses refuses twice
    expect(databaseUnavailable(new Error('Failed query', { cause: { code: '08006' } }))).toBe(true);
    expect(databaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);

    expect(databaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(databaseUnavailable(new Error('Failed query', { cause: { code: '22P02' } }))).toBe(false);
    expect(databaseUnavailable(new Error('boom'))).toBe(false);
    expect(databaseUnavailable(undefined)).toBe(false);
  });
});
