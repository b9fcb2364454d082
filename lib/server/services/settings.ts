// Platform settings (one row, id = 1): the fee on new orders, how long an order waits for payment, the
// limits on an investor's unpaid orders, how long a reported payment waits for the desk before its
// shares go back on sale, and how many working days a share transfer may take. Read by orders as they
// are placed, swept and transferred; changed by operators, audited.
import { eq, sql } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { pickColumns } from '@/lib/server/db/columns';
import { platformSettings } from '@/lib/server/db/schema';
import { audit, type Tx } from '@/lib/server/services/operators';
import type { SettingsPatchInput } from '@/lib/validations/settings';

type Conn = Db | Tx;

const columns = pickColumns(
  platformSettings,
  'feeRateBps',
  'paymentExpiryHours',
  'maxOpenOrders',
  'maxOpenOrderValuePaise',
  'paymentCheckHours',
  'priceApprovalPercent',
  'payoutApprovalPaise',
  'refundApprovalPaise',
  'transferWorkingDays',
);

export type PlatformSettings = { [K in keyof typeof columns]: number };

/** The schema's column defaults, for a database whose settings row was never written. */
export const DEFAULT_SETTINGS: PlatformSettings = {
  feeRateBps: 0,
  paymentExpiryHours: 48,
  maxOpenOrders: 5,
  maxOpenOrderValuePaise: 1_000_000_000,
  paymentCheckHours: 24,
  priceApprovalPercent: 10,
  payoutApprovalPaise: 0,
  refundApprovalPaise: 0,
  transferWorkingDays: 2,
};

export async function getPlatformSettings(db: Conn): Promise<PlatformSettings> {
  const [row] = await db.select(columns).from(platformSettings).where(eq(platformSettings.id, 1)).limit(1);
  return row ?? DEFAULT_SETTINGS;
}

export async function setPlatformSettings(db: Conn, settings: SettingsPatchInput): Promise<PlatformSettings> {
  const next = { ...(await getPlatformSettings(db)), ...settings };
  await db
    .insert(platformSettings)
    .values({ id: 1, ...next })
    .onConflictDoUpdate({ target: platformSettings.id, set: { ...next, updatedAt: sql`now()` } });
  return next;
}

/** An operator's change, with the values before and after in the audit log, in one transaction. */
export async function updateSettings(db: Db, operatorId: number, input: SettingsPatchInput): Promise<PlatformSettings> {
  return db.transaction(async (tx) => {
    // The row is locked while it is read and written, so two operators' changes never interleave.
    await tx.select({ id: platformSettings.id }).from(platformSettings).where(eq(platformSettings.id, 1)).for('update');
    const before = await getPlatformSettings(tx);
    const after = await setPlatformSettings(tx, input);
    await audit(tx, operatorId, { action: 'settings.update', entity: 'settings', entityId: 1, before, after });
    return after;
  });
}
