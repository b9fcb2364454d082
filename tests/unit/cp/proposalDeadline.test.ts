import { describe, expect, it } from 'vitest';

import { proposalDeadline, proposalStatusAt } from '@/lib/status/proposals';

// 15 Dec 2026, 16:05 in India.
const expiresAt = '2026-12-15T10:35:00.000Z';

describe('when a proposal expires', () => {
  it('says until when an open proposal can be accepted, in India’s time', () => {
    const open = { status: 'open' as const, expiresAt };
    expect(proposalStatusAt(open, '2026-12-15T10:34:00Z')).toBe('open');
    expect(proposalDeadline(open, '2026-12-15T10:34:00Z')).toBe('Until 15 Dec 2026, 16:05 IST');
  });

  it('says Expired once past, before the server has marked it so, and after', () => {
    expect(proposalStatusAt({ status: 'open', expiresAt }, '2026-12-15T10:35:00Z')).toBe('expired');
    expect(proposalDeadline({ status: 'open', expiresAt }, '2026-12-16T00:00:00Z')).toBe('Expired 15 Dec 2026, 16:05 IST');
    expect(proposalDeadline({ status: 'expired', expiresAt }, '2026-12-16T00:00:00Z')).toBe('Expired 15 Dec 2026, 16:05 IST');
  });

  it('has no deadline once accepted, declined or withdrawn', () => {
    for (const status of ['accepted', 'declined', 'withdrawn'] as const) {
      expect(proposalStatusAt({ status, expiresAt }, '2026-12-16T00:00:00Z')).toBe(status);
      expect(proposalDeadline({ status, expiresAt }, '2026-12-14T00:00:00Z')).toBeNull();
    }
  });
});
