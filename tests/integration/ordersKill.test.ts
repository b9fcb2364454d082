// Killing the process (SIGKILL) while orders are being placed loses no order whose answer was sent
// and leaves no half-written order: every reported order is there with its 'placed' event, and the
// company's stock still matches its orders. On the embedded database (a folder of its own) and, when
// DATABASE_URL is set, on PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-kill-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Runs the child until it has reported `wanted` orders, then SIGKILLs it mid-flight. */
function placeUntilKilled(env: NodeJS.ProcessEnv, wanted: number): Promise<{ companyId: number; placed: number[] }> {
  return new Promise((resolve, reject) => {
    // Node itself runs the script (tsx as a loader): the SIGKILL must hit the process that writes.
    // Through tsx's CLI it would kill only the CLI, and its child would go on placing orders, orphaned.
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/placeOrdersUntilKilled.ts'], {
      cwd: process.cwd(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let companyId = 0;
    const placed: number[] = [];
    let buffer = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const [word, value] = line.split(' ');
        if (word === 'ready') companyId = Number(value);
        if (word === 'placed') placed.push(Number(value));
      }
      if (placed.length >= wanted && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve({ companyId, placed });
      else reject(new Error(`child exited without being killed: ${errors}`));
    });
  });
}

describe('SIGKILL while placing orders', () => {
  it('keeps every reported order whole and the stock consistent', async () => {
    const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'error' };
    if (!onPostgres) {
      delete base.DATABASE_URL;
      base.PGLITE_DIR = path.join(dir, 'db');
    } else {
      // The shared database is migrated and seeded here first: the child skips the seed, and its
      // company would make a fresh database look seeded to the files that run after this one.
      await getDb();
    }
    const { companyId, placed } = await placeUntilKilled(base, 40);
    expect(companyId).toBeGreaterThan(0);
    expect(placed.length).toBeGreaterThanOrEqual(40);

    let query: (text: string) => Promise<Record<string, unknown>[]>;
    let close = async (): Promise<void> => {};
    if (onPostgres) {
      const db = await getDb();
      query = async (text) => (await db.execute(sql.raw(text))).rows;
    } else {
      // The killed process left its lock file; the folder itself must open cleanly.
      fs.rmSync(`${base.PGLITE_DIR}.lock`, { force: true });
      const client = new PGlite(base.PGLITE_DIR ?? '');
      query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
      close = () => client.close();
    }
    try {
      const orders = await query(`select id from orders where company_id = ${companyId}`);
      const ids = new Set(orders.map((o) => Number(o.id)));
      expect(placed.filter((id) => !ids.has(id))).toEqual([]);
      const withoutEvent = await query(
        `select o.id from orders o where o.company_id = ${companyId} and not exists (select 1 from order_events e where e.order_id = o.id and e.event = 'placed')`,
      );
      expect(withoutEvent).toEqual([]);
      // One statement, so one snapshot: on PostgreSQL a COMMIT the child sent just before the kill may
      // still land between two separate reads.
      const [stock] = await query(
        `select available_quantity, reserved_quantity, added_quantity, (select coalesce(sum(quantity), 0) from orders where company_id = c.id) as reserved
         from companies c where id = ${companyId}`,
      );
      const reserved = Number(stock?.reserved);
      expect(Number(stock?.reserved_quantity)).toBe(reserved);
      expect(Number(stock?.available_quantity) + reserved).toBe(Number(stock?.added_quantity));
    } finally {
      await close();
    }
  }, 240_000); // the child compiles the app's modules on start: slow on a loaded machine, never a timing assertion
});
