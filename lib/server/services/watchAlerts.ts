// Watch-list alerts: an investor asks to be told when a company on their watch list rises above or
// falls below a price, or becomes available. The rule, per alert (alertTransition):
// - price_above fires when the previous price was at or below the level and the new one is above it;
//   price_below fires when the previous price was at or above the level and the new one is below it;
//   available fires when the status becomes Available from Sold Out or Coming Soon.
// - An alert that fired is disarmed (it cannot fire again) until the price goes back across its level
//   (at or below for price_above, at or above for price_below) or the company stops being available;
//   then it is armed again. So the investor hears once per crossing, never on every change above.
// Alerts fire inside the operator's change transaction (onCompanyChange), so the notification and its
// email (outbox) commit or roll back with the price or status.
import { and, desc, eq } from 'drizzle-orm';

import { formatPaise } from '@/lib/format';
import type { Db } from '@/lib/server/db/client';
import { companies, watchAlerts, watchlistItems, type CompanyStatus, type WatchAlertKind } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/httpError';
import { notify } from '@/lib/server/services/notifications';
import type { Tx } from '@/lib/server/services/operators';
import type { WatchAlertBody } from '@/lib/validations/watchAlerts';

type Conn = Db | Tx;

/** At most this many alerts per investor and company. */
export const MAX_ALERTS_PER_COMPANY = 10;

export interface CompanyState {
  pricePaise: number;
  status: CompanyStatus;
}

export interface AlertState {
  kind: WatchAlertKind;
  levelPaise: number | null;
  armed: boolean;
}

/** What a company's change does to one alert: fire it, arm it again, or nothing. */
export function alertTransition(alert: AlertState, before: CompanyState, after: CompanyState): 'fire' | 'rearm' | null {
  if (alert.kind === 'available') {
    const becameAvailable = before.status !== 'Available' && after.status === 'Available';
    if (alert.armed) return becameAvailable ? 'fire' : null;
    return after.status !== 'Available' ? 'rearm' : null;
  }
  const level = alert.levelPaise;
  if (level === null) return null;
  if (alert.kind === 'price_above') {
    if (alert.armed) return before.pricePaise <= level && after.pricePaise > level ? 'fire' : null;
    return after.pricePaise <= level ? 'rearm' : null;
  }
  if (alert.armed) return before.pricePaise >= level && after.pricePaise < level ? 'fire' : null;
  return after.pricePaise >= level ? 'rearm' : null;
}

function describe(kind: WatchAlertKind, name: string, level: number | null, after: CompanyState) {
  const price = formatPaise(after.pricePaise);
  if (kind === 'available') return { title: `${name} is available`, body: `${name} can be bought again at ${price} a share.` };
  const levelText = formatPaise(level ?? 0);
  if (kind === 'price_above')
    return { title: `${name} rose above ${levelText}`, body: `${name} is now ${price} a share, above your alert at ${levelText}.` };
  return { title: `${name} fell below ${levelText}`, body: `${name} is now ${price} a share, below your alert at ${levelText}.` };
}

/**
 * Fires and re-arms a company's alerts after an operator's change, in the caller's transaction (which
 * holds the company row locked). Answers how many alerts fired; the caller kicks the outbox after commit.
 */
export async function onCompanyChange(
  tx: Tx,
  company: { id: number; name: string },
  before: CompanyState,
  after: CompanyState,
  now = new Date(),
): Promise<number> {
  if (before.pricePaise === after.pricePaise && before.status === after.status) return 0;
  const alerts = await tx
    .select({
      id: watchAlerts.id,
      userId: watchAlerts.userId,
      kind: watchAlerts.kind,
      levelPaise: watchAlerts.levelPaise,
      armed: watchAlerts.armed,
    })
    .from(watchAlerts)
    .where(eq(watchAlerts.companyId, company.id))
    .orderBy(watchAlerts.id)
    .for('update');
  let fired = 0;
  for (const alert of alerts) {
    const step = alertTransition(alert, before, after);
    if (step === 'rearm') await tx.update(watchAlerts).set({ armed: true }).where(eq(watchAlerts.id, alert.id));
    if (step !== 'fire') continue;
    await tx.update(watchAlerts).set({ armed: false, lastTriggeredAt: now }).where(eq(watchAlerts.id, alert.id));
    const text = describe(alert.kind, company.name, alert.levelPaise, after);
    await notify(tx, {
      userId: alert.userId,
      kind: `watch.${alert.kind}`,
      title: text.title,
      body: text.body,
      link: '/dashboard/UserWatchlist',
      entity: { type: 'watch_alert', id: alert.id },
      email: { subject: text.title, text: text.body },
    });
    fired += 1;
  }
  return fired;
}

const alertColumns = {
  id: watchAlerts.id,
  companyId: watchAlerts.companyId,
  companyName: companies.name,
  slug: companies.slug,
  kind: watchAlerts.kind,
  levelPaise: watchAlerts.levelPaise,
  armed: watchAlerts.armed,
  lastTriggeredAt: watchAlerts.lastTriggeredAt,
  createdAt: watchAlerts.createdAt,
};

/** The investor's alerts, newest first (one company's when companyId is given). */
export async function listWatchAlerts(db: Conn, userId: number, companyId?: number) {
  const rows = await db
    .select(alertColumns)
    .from(watchAlerts)
    .innerJoin(companies, eq(companies.id, watchAlerts.companyId))
    .where(and(eq(watchAlerts.userId, userId), companyId ? eq(watchAlerts.companyId, companyId) : undefined))
    .orderBy(desc(watchAlerts.createdAt), desc(watchAlerts.id));
  return rows.map(({ lastTriggeredAt, createdAt, ...row }) => ({
    ...row,
    lastTriggeredAt: lastTriggeredAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  }));
}
export type WatchAlertView = Awaited<ReturnType<typeof listWatchAlerts>>[number];

/** Sets an alert on a company of the investor's watch list; the same alert set twice is kept once. */
export async function createWatchAlert(db: Db, userId: number, input: WatchAlertBody) {
  const levelPaise = input.kind === 'available' ? null : (input.levelPaise ?? null);
  const id = await db.transaction(async (tx) => {
    const [watched] = await tx
      .select({ companyId: watchlistItems.companyId })
      .from(watchlistItems)
      .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.companyId, input.companyId)))
      .for('update')
      .limit(1);
    if (!watched) {
      const message = 'Add this company to your watch list first.';
      throw badRequest(message, { companyId: message });
    }
    const existing = await tx
      .select({ id: watchAlerts.id, kind: watchAlerts.kind, levelPaise: watchAlerts.levelPaise })
      .from(watchAlerts)
      .where(and(eq(watchAlerts.userId, userId), eq(watchAlerts.companyId, input.companyId)));
    const same = existing.find((row) => row.kind === input.kind && row.levelPaise === levelPaise);
    if (same) return { id: same.id, created: false };
    if (existing.length >= MAX_ALERTS_PER_COMPANY) {
      const message = `You can set at most ${MAX_ALERTS_PER_COMPANY} alerts on one company.`;
      throw badRequest(message, { companyId: message });
    }
    const [row] = await tx
      .insert(watchAlerts)
      .values({ userId, companyId: input.companyId, kind: input.kind, levelPaise })
      .returning({ id: watchAlerts.id });
    if (!row) throw new Error('The alert could not be written.');
    return { id: row.id, created: true };
  });
  const [alert] = (await listWatchAlerts(db, userId, input.companyId)).filter((row) => row.id === id.id);
  if (!alert) throw notFound('No such alert.');
  return { alert, created: id.created };
}

/** Deletes one of the investor's alerts; another investor's id is a 404. */
export async function deleteWatchAlert(db: Db, userId: number, id: number) {
  const removed = await db
    .delete(watchAlerts)
    .where(and(eq(watchAlerts.id, id), eq(watchAlerts.userId, userId)))
    .returning({ id: watchAlerts.id });
  if (removed.length === 0) throw notFound('No such alert.');
  return { id, deleted: true };
}
