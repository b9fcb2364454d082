// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { disReferenceSchema, orderTransitionSchema } from '@/lib/validations/orders';

// The investor's DIS reference and the desk's transfer reference are the same kind of thing: one rule.
const investor = (value: string) => disReferenceSchema.safeParse({ disReference: value });
const desk = (value: string) => orderTransitionSchema.safeParse({ to: 'transfer_initiated', transferReference: value });
const messageOf = (result: ReturnType<typeof investor> | ReturnType<typeof desk>) =>
  result.success ? null : (result.error.issues[0]?.message ?? '');

describe('a depository reference', () => {
  it.each(['IN300999-DIS-7781', 'in30 1234 5678', 'IN300214/DIS-0042', 'CDSL.2026_0912', 'A'.repeat(64)])(
    'accepts %s on both sides, written the same way',
    (value) => {
      const mine = investor(value);
      const theirs = desk(value);
      expect(mine.success && theirs.success).toBe(true);
      expect(mine.data?.disReference).toBe(theirs.data?.transferReference);
    },
  );

  it.each(['12345', 'A'.repeat(65), 'DIS 12;drop', '-IN3012345', '', '   '])('refuses %j on both sides for the same reason', (value) => {
    const mine = messageOf(investor(value));
    const theirs = messageOf(desk(value));
    expect(mine).not.toBeNull();
    expect(mine?.replace('DIS or transfer reference', 'X')).toBe(theirs?.replace('Transfer reference', 'X'));
  });
});
