// Platform settings (one row, id = 1): the fee on new orders, how long an order waits for payment, the
// limits on an investor's unpaid orders, how long a reported payment waits for the desk before its
// shares go back on sale, how many working days a share transfer may take (and the market holidays that
// do not count), and how soon a ticket is due an answer. Read by orders as they are placed, swept and
// transferred, and by the desk's queues; changed by operators, audited.
import { asc, eq, gte, sql } from 'drizzle-orm';

import { feeScheduleOf, PLATFORM_ROLE, type FeeSchedule } from '@/lib/feeSchedule';
import type { Db } from '@/lib/server/db/client';
import { pickColumns } from '@/lib/server/db/columns';
import { holidays, platformSettings } from '@/lib/server/db/schema';
import { conflict, notFound } from '@/lib/server/http/httpError';
import { propose, retireStaleApprovalsOn, staleApproval } from '@/lib/server/services/approvals';
import { FEES_PAGE, refreshPublicPages } from '@/lib/server/pageCache';
import { audit, type Tx } from '@/lib/server/services/operators';
import {
  CONTROL_SETTINGS,
  HOLIDAY_MESSAGES,
  SETTING_LABELS,
  settingValueText,
  type HolidayInput,
  type SettingName,
  type SettingsPatchInput,
} from '@/lib/validations/settings';

type Conn = Db | Tx;

const columns = pickColumns(
  platformSettings,
  'feeRateBps',
  'saleFeeRateBps',
  'dpChargePaise',
  'paymentExpiryHours',
  'maxOpenOrders',
  'maxOpenOrderValuePaise',
  'paymentCheckHours',
  'priceApprovalPercent',
  'payoutApprovalPaise',
  'refundApprovalPaise',
  'partnerPriceFloorPercent',
  'maxStockSharePercent',
  'transferWorkingDays',
  'ticketResponseHours',
);

export type PlatformSettings = { [K in keyof typeof columns]: number };

/** The schema's column defaults, for a database whose settings row was never written. */
export const DEFAULT_SETTINGS: PlatformSettings = {
  feeRateBps: 0,
  saleFeeRateBps: 0,
  dpChargePaise: 0,
  paymentExpiryHours: 48,
  maxOpenOrders: 5,
  maxOpenOrderValuePaise: 1_000_000_000,
  paymentCheckHours: 24,
  priceApprovalPercent: 10,
  payoutApprovalPaise: 0,
  refundApprovalPaise: 0,
  partnerPriceFloorPercent: 80,
  maxStockSharePercent: 25,
  transferWorkingDays: 2,
  ticketResponseHours: 24,
};

/** A setting read inside another statement (a queue's deadline, the sweep's): its value, or the default while unset. */
export const settingInSql = (name: keyof PlatformSettings) =>
  sql<number>`coalesce((select ${platformSettings[name]} from ${platformSettings} where ${platformSettings.id} = 1), ${DEFAULT_SETTINGS[name]})`;

export async function getPlatformSettings(db: Conn): Promise<PlatformSettings> {
  const [row] = await db.select(columns).from(platformSettings).where(eq(platformSettings.id, 1)).limit(1);
  return row ?? DEFAULT_SETTINGS;
}

/** The fee schedule in force (lib/feeSchedule.ts): what every quote, the /fees page and GET /api/v1/common/fees use. */
export async function getFeeSchedule(db: Conn): Promise<FeeSchedule> {
  return feeScheduleOf(await getPlatformSettings(db));
}

/** The schedule as published (the /fees page, GET /api/v1/common/fees), with the platform's role stated beside it. */
export async function publicFeeSchedule(db: Conn) {
  return { ...(await getFeeSchedule(db)), platformRole: PLATFORM_ROLE };
}

export async function setPlatformSettings(db: Conn, settings: SettingsPatchInput): Promise<PlatformSettings> {
  const next = { ...(await getPlatformSettings(db)), ...settings };
  await db
    .insert(platformSettings)
    .values({ id: 1, ...next })
    .onConflictDoUpdate({ target: platformSettings.id, set: { ...next, updatedAt: sql`now()` } });
  return next;
}

/** A change of controls waiting for a second person: the values it sets, and those it was proposed against. */
export interface SettingsProposal {
  changes: SettingsPatchInput;
  before: SettingsPatchInput;
}

const isControl = (name: SettingName) => (CONTROL_SETTINGS as readonly SettingName[]).includes(name);

/** The settings `input` changes (the form sends every field: the unchanged ones are not a change). */
function changedSettings(current: PlatformSettings, input: SettingsPatchInput): SettingName[] {
  return (Object.keys(input) as SettingName[]).filter((name) => input[name] !== undefined && input[name] !== current[name]);
}

const pick = (settings: SettingsPatchInput, names: readonly SettingName[]): SettingsPatchInput =>
  Object.fromEntries(names.map((name) => [name, settings[name]]));

/** "Payment deadline (hours): 48 → 24", each changed setting as the approver and the audit read it. */
const settingsSentence = (names: readonly SettingName[], from: SettingsPatchInput, to: SettingsPatchInput) =>
  names
    .map((name) => `${SETTING_LABELS[name]}: ${settingValueText(name, from[name] ?? 0)} → ${settingValueText(name, to[name] ?? 0)}`)
    .join('; ');

/**
 * An operator's change, with the values before and after in the audit log, in one transaction. A change
 * of a control (CONTROL_SETTINGS: fees, limits, four-eyes thresholds) is not made: the whole change waits
 * for another admin's approval (`approval` in the answer); the desk's own deadlines change at once.
 */
export async function updateSettings(db: Db, operatorId: number, input: SettingsPatchInput) {
  const outcome = await db.transaction(async (tx) => {
    // The row is locked while it is read and written, so two operators' changes never interleave.
    await tx.select({ id: platformSettings.id }).from(platformSettings).where(eq(platformSettings.id, 1)).for('update');
    const before = await getPlatformSettings(tx);
    const changed = changedSettings(before, input);
    if (changed.some(isControl)) {
      const proposal: SettingsProposal = { changes: pick(input, changed), before: pick(before, changed) };
      const approvalId = await propose(tx, operatorId, {
        kind: 'settings_change',
        entity: 'settings',
        entityId: '1',
        payload: proposal,
        summary: `Settings: ${settingsSentence(changed, before, input)}`,
        changes: changed.map((name) => ({
          label: SETTING_LABELS[name],
          before: settingValueText(name, before[name]),
          after: settingValueText(name, input[name] ?? before[name]),
        })),
      });
      return { settings: before, approvalId };
    }
    const after = await applySettings(tx, operatorId, before, pick(input, changed));
    return { settings: after, approvalId: null };
  });
  // The public fee schedule shows the fees: rendered again at once.
  if (outcome.approvalId === null) await refreshPublicPages([FEES_PAGE]);
  return { ...outcome.settings, approval: outcome.approvalId === null ? null : { id: outcome.approvalId } };
}

/** Writes checked settings with the audit entry, and retires the pending proposals they made stale. */
async function applySettings(tx: Tx, operatorId: number, before: PlatformSettings, changes: SettingsPatchInput, approvalId?: number) {
  const after = await setPlatformSettings(tx, changes);
  await audit(tx, operatorId, {
    action: 'settings.update',
    entity: 'settings',
    entityId: 1,
    before,
    after: approvalId === undefined ? after : { ...after, approvalId },
  });
  const names = Object.keys(changes) as SettingName[];
  if (names.length) {
    await retireStaleApprovalsOn(
      tx,
      operatorId,
      { kinds: ['settings_change'], entity: 'settings', entityId: '1', except: approvalId },
      (payload) => proposalHolds(payload as SettingsProposal, after),
      settingsSentence(names, before, after),
    );
  }
  return after;
}

/** Whether the values a proposal was made against are still those in force. */
const proposalHolds = (proposal: SettingsProposal, current: PlatformSettings) =>
  (Object.keys(proposal.before) as SettingName[]).every((name) => proposal.before[name] === current[name]);

/**
 * Applies an approved change of controls (lib/server/services/approvalActions.ts), inside the approval's
 * transaction: 409 `approval_stale` when a setting it changes no longer has the value it was proposed against.
 */
export async function applyApprovedSettingsChange(tx: Tx, approverId: number, proposal: SettingsProposal, approvalId: number) {
  await tx.select({ id: platformSettings.id }).from(platformSettings).where(eq(platformSettings.id, 1)).for('update');
  const before = await getPlatformSettings(tx);
  if (!proposalHolds(proposal, before)) {
    const names = Object.keys(proposal.before) as SettingName[];
    throw staleApproval(settingsSentence(names, proposal.before, before));
  }
  await applySettings(tx, approverId, before, proposal.changes, approvalId);
}

/** The basis of a settings proposal as it stands now (null while it holds): what the approver is told. */
export async function settingsProposalStale(tx: Tx, proposal: SettingsProposal): Promise<string | null> {
  const current = await getPlatformSettings(tx);
  if (proposalHolds(proposal, current)) return null;
  const names = Object.keys(proposal.before) as SettingName[];
  return names.map((name) => `${SETTING_LABELS[name]} is now ${settingValueText(name, current[name])}`).join('; ');
}

export async function afterSettingsChange() {
  await refreshPublicPages([FEES_PAGE]);
}

/** The market holidays, by day. */
export function listHolidays(db: Conn) {
  return db.select({ day: holidays.day, name: holidays.name }).from(holidays).orderBy(asc(holidays.day));
}

/** The holidays on or after `from` (YYYY-MM-DD), as the set `transferDueOn` skips. */
export async function holidaysFrom(db: Conn, from: string): Promise<ReadonlySet<string>> {
  const rows = await db.select({ day: holidays.day }).from(holidays).where(gte(holidays.day, from));
  return new Set(rows.map((row) => row.day));
}

/** An operator adds a market holiday (audited); a day already listed is a 409 on the day field. */
export async function addHoliday(db: Db, operatorId: number, input: HolidayInput) {
  return db.transaction(async (tx) => {
    const [added] = await tx.insert(holidays).values(input).onConflictDoNothing().returning({ day: holidays.day, name: holidays.name });
    if (!added) throw conflict(HOLIDAY_MESSAGES.taken, { day: HOLIDAY_MESSAGES.taken });
    await audit(tx, operatorId, { action: 'holiday.create', entity: 'holiday', entityId: input.day, after: added });
    return added;
  });
}

/** An operator removes a market holiday (audited), its row locked; due dates already set stay as they are. */
export async function removeHoliday(db: Db, operatorId: number, day: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ day: holidays.day, name: holidays.name }).from(holidays).where(eq(holidays.day, day)).for('update');
    if (!before) throw notFound(HOLIDAY_MESSAGES.missing);
    await tx.delete(holidays).where(eq(holidays.day, day));
    await audit(tx, operatorId, { action: 'holiday.delete', entity: 'holiday', entityId: day, before });
    return before;
  });
}
