import { describe, expect, it } from 'vitest';

import { plainIp } from '@/lib/ipAddress';

describe('client addresses as people read them', () => {
  it('shows an IPv4-mapped IPv6 address as the IPv4 address it is', () => {
    expect(plainIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(plainIp('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(plainIp('0:0:0:0:0:ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(plainIp('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(plainIp('::ffff:c633:6404')).toBe('198.51.100.4');
  });

  it('leaves any other address as it is, and nothing as null', () => {
    expect(plainIp('203.0.113.7')).toBe('203.0.113.7');
    expect(plainIp('::1')).toBe('::1');
    expect(plainIp('2001:db8::ffff:1.2.3.4')).toBe('2001:db8::ffff:1.2.3.4');
    expect(plainIp('fe80::1')).toBe('fe80::1');
    expect(plainIp(null)).toBeNull();
    expect(plainIp('')).toBeNull();
  });
});
