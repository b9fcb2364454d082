// Runs once when the Node server starts: refuse to start on bad configuration, then open, migrate
// and (when empty) seed the database so the first visitor does not wait for it, and say who can sign in.
import { istDate } from '@/lib/reports/dates';
import { authSecret } from '@/lib/server/auth/secret';
import { getDb, getDbHandle, DatabaseInUseError, type DbHandle } from '@/lib/server/db/client';
import { announceAccounts } from '@/lib/server/db/demoAccounts';
import { ConfigError, env, isProduction, s3Config } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';
import { keepPrivate } from '@/lib/server/privateFiles';

function refuseToStart(message: string): never {
  process.stderr.write(`\n${message}\nThe server will not start. See docs/configuration.md.\n\n`);
  process.exit(1);
}

export async function startServer() {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    env();
  } catch (error) {
    if (error instanceof ConfigError) refuseToStart(error.message);
    throw error;
  }
  if (isProduction()) {
    // One-time codes then go to the log: an operator must know, since whoever reads the log can sign in.
    if (!env().SMTP_URL) logger.warn('SMTP_URL is not set: emailed one-time codes are written to this log instead of sent');
    if (!env().SMS_WEBHOOK_URL) logger.warn('SMS_WEBHOOK_URL is not set: SMS one-time codes are written to this log instead of sent');
  }
  // Uploads on local disk are the server's alone, those of earlier starts included (the database's folder: client.ts).
  if (!s3Config(env())) keepPrivate(env().UPLOAD_DIR);
  let handle: DbHandle;
  try {
    handle = await getDbHandle();
  } catch (error) {
    if (error instanceof DatabaseInUseError) refuseToStart(error.message);
    throw error;
  }
  const { DEMO_ACCOUNTS, LOAD_TEST_INVESTORS } = env();
  if (DEMO_ACCOUNTS === 'true' && LOAD_TEST_INVESTORS > 0) {
    // Under the database's start lock: instances starting together create each investor once.
    const { ensureLoadInvestors } = await import('@/lib/server/loadInvestors');
    await handle.exclusive(() => ensureLoadInvestors(handle.db, LOAD_TEST_INVESTORS));
  }
  await announceAccounts(handle);
  // The token secret before the first request: AUTH_SECRET, or the one generated and kept on first start.
  await authSecret();
  startOrderExpiry();
  // Emails in the outbox: kicked after each commit that writes one; this timer retries and sends leftovers.
  const { startOutboxTimer } = await import('@/lib/server/messaging/outbox');
  startOutboxTimer(() => getDb());
}

const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Expires unpaid orders and open proposals past their deadline, escalates overdue grievances, and sends reported payments left
 * unconfirmed too long to the desk's "payment to check" queue, once a minute (their reads also do it
 * first). Every instance runs it; FOR UPDATE SKIP LOCKED in expireOverdueOrders lets exactly one expire
 * each order, and a proposal's expiry is one idempotent UPDATE. On the first tick of each day in India it
 * moves the week-ago prices on (refreshWeeklyChanges). The data-rights jobs ride on the same tick.
 */
function startOrderExpiry() {
  const timers = globalThis as unknown as { __orderExpiry?: NodeJS.Timeout };
  if (timers.__orderExpiry) return;
  let weeklyChangesDay = '';
  const tick = async () => {
    try {
      const { expireOverdueOrders } = await import('@/lib/server/services/orders');
      const { expireOverdueProposals } = await import('@/lib/server/services/proposals');
      const db = await getDb();
      const moved = await expireOverdueOrders(db);
      if (moved > 0) logger.info('unpaid orders expired or sent to the payment check', { moved });
      const proposals = await expireOverdueProposals(db);
      if (proposals > 0) logger.info('proposals expired', { proposals });
      const { escalateOverdueGrievances } = await import('@/lib/server/services/grievances');
      const grievances = await escalateOverdueGrievances(db);
      if (grievances > 0) logger.info('overdue grievances escalated to level 2', { grievances });
      // Once a day (India's): the week-ago prices behind every "1W" change (public pages take it in at their revalidate time).
      const today = istDate(new Date());
      if (weeklyChangesDay !== today) {
        const { refreshWeeklyChanges } = await import('@/lib/server/services/companies');
        const moved = await refreshWeeklyChanges(db);
        weeklyChangesDay = today;
        if (moved > 0) logger.info('weekly price changes moved on', { companies: moved });
      }
    } catch (error) {
      logger.error('order expiry failed', { error: error instanceof Error ? error.message : String(error) });
    }
    await runDataRightsJobs();
  };
  timers.__orderExpiry = setInterval(() => void tick(), EXPIRY_INTERVAL_MS);
  timers.__orderExpiry.unref();
}

/**
 * Data rights (docs/data-retention.md): prepares requested exports, erases accounts whose notice has run
 * out (both FOR UPDATE SKIP LOCKED, so instances share them), and once a day (job_runs) the retention job.
 */
async function runDataRightsJobs() {
  try {
    const { prepareExports } = await import('@/lib/server/services/dataExport');
    const { sweepErasures } = await import('@/lib/server/services/dataErasure');
    const { runDailyRetention } = await import('@/lib/server/services/retention');
    const db = await getDb();
    const exports = await prepareExports(db);
    if (exports > 0) logger.info('data exports prepared', { exports });
    const erased = await sweepErasures(db);
    if (erased > 0) logger.info('closed accounts erased', { erased });
    const retention = await runDailyRetention(db);
    if (retention) logger.info('retention job ran', { ...retention });
  } catch (error) {
    logger.error('data rights jobs failed', { error: error instanceof Error ? error.message : String(error) });
  }
}
