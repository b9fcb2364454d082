// The demo accounts of the README (public passwords) exist only when asked: starts of the server in a
// child process (tests/support/startOnce.ts: what `npm start` runs before it listens, then the README's
// credentials through the real sign-in handlers), each on a fresh database of this file's own: a
// PostgreSQL database beside the suite's when it runs on PostgreSQL, else an embedded one.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { RISK_STATEMENT } from '@/lib/riskStatement';
import { getDbHandle } from '@/lib/server/db/client';
import { announceAccounts, demoAccountsPresent } from '@/lib/server/db/demoAccounts';
import { logger } from '@/lib/server/logger';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-accounts-'));

interface FreshDatabase {
  env: Record<string, string>;
  /** Runs a query once no start holds the database (the embedded one serves one process at a time). */
  query: (text: string) => Promise<Record<string, unknown>[]>;
  drop: () => Promise<void>;
}

async function freshDatabase(): Promise<FreshDatabase> {
  const suiteUrl = process.env.DATABASE_URL;
  if (!suiteUrl) {
    const folder = path.join(dir, 'pglite');
    return {
      env: { PGLITE_DIR: folder },
      query: async (text) => {
        const client = new PGlite(folder);
        try {
          return (await client.query<Record<string, unknown>>(text)).rows;
        } finally {
          await client.close();
        }
      },
      drop: async () => undefined,
    };
  }
  const name = `demo_accounts_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: suiteUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(suiteUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    query: async (text) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<Record<string, unknown>>(text)).rows;
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

interface Start {
  code: number;
  stdout: string;
  stderr: string;
  signIn?: { investor: number; partner: number; operator: number; loadInvestor: number };
}

let database: FreshDatabase;

/** A start with the suite's settings (mail catcher and all), this file's database, and `settings` on top. */
async function start(settings: Record<string, string>, args: string[] = []): Promise<Start> {
  // The suite's own choices (setup.ts) are not a plain `npm start`'s: each start says what it wants.
  const { DATABASE_URL, PGLITE_DIR, DEMO_ACCOUNTS, APP_ENV, ...inherited } = process.env;
  const tsx = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
  try {
    const { stdout, stderr } = await run(process.execPath, [tsx, 'tests/support/startOnce.ts', ...args], {
      cwd: process.cwd(),
      env: { ...inherited, ...database.env, LOG_LEVEL: 'warn', ...settings },
      timeout: 150_000,
    });
    const line = /^sign-in: (.*)$/m.exec(stdout)?.[1];
    return { code: 0, stdout, stderr, signIn: line ? JSON.parse(line) : undefined };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const accounts = async () => {
  const [row] = await database.query(
    `select (select count(*) from users)::int as users, (select count(*) from partners)::int as partners,
            (select count(*) from operators)::int as operators, (select count(*) from cart_items)::int as cart,
            (select count(*) from companies)::int as companies`,
  );
  return row;
};

const FIRST_OPERATOR_HINT = `npm run operator:create -- <email> "<name>"`;
const DEMO_WARNING = 'demo accounts exist';

beforeAll(async () => {
  database = await freshDatabase();
});

afterAll(async () => {
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a start', () => {
  it('without DEMO_ACCOUNTS fills the public content but creates no account, and says how to create the first operator', async () => {
    const plain = await start({}, ['--sign-in']);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain(FIRST_OPERATOR_HINT);
    expect(plain.stdout).toContain('OPERATOR_PASSWORD=');
    expect(plain.stderr).not.toContain(DEMO_WARNING);
    // The contract: the demo operator's credentials are refused (and the other three's).
    expect(plain.signIn).toEqual({ investor: 401, partner: 401, operator: 401, loadInvestor: 401 });
    expect(await accounts()).toMatchObject({ users: 0, partners: 0, operators: 0, cart: 0, companies: expect.any(Number) });
    expect((await accounts())?.companies).toBeGreaterThanOrEqual(60);
  });

  it('with DEMO_ACCOUNTS=true creates the README accounts on that database, which was seeded without them', async () => {
    const demo = await start({ DEMO_ACCOUNTS: 'true' }, ['--sign-in']);
    expect(demo.code, demo.stderr).toBe(0);
    // The README's emails, passwords and authenticator secret all sign in; no load investor was asked for.
    expect(demo.signIn).toEqual({ investor: 200, partner: 200, operator: 200, loadInvestor: 401 });
    expect(demo.stderr).toContain(DEMO_WARNING);
    expect(demo.stdout).not.toContain(FIRST_OPERATOR_HINT);
    expect(await accounts()).toMatchObject({ users: 1, partners: 1, operators: 1, cart: 3 });
    const [investor] = await database.query(
      `select k.status, u.partner_id = p.id as referred from users u join kyc_records k on k.user_id = u.id
       cross join partners p where u.email = 'investor@example.com' and p.email = 'partner@example.com'`,
    );
    expect(investor).toEqual({ status: 'verified', referred: true });
    // The demo investor has accepted the current risk statement, so the demo buys without being asked.
    const accepted = await database.query(
      `select r.version from risk_acknowledgements r join users u on u.id = r.user_id where u.email = 'investor@example.com'`,
    );
    expect(accepted).toEqual([{ version: RISK_STATEMENT.version }]);
  });

  it('with DEMO_ACCOUNTS=true again duplicates nothing, and warns again', async () => {
    const before = await accounts();
    const again = await start({ DEMO_ACCOUNTS: 'true' });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(DEMO_WARNING);
    expect(await accounts()).toEqual(before);
  });

  it('without DEMO_ACCOUNTS later locks the demo accounts left on the database: their public credentials open nothing', async () => {
    const before = await accounts();
    const plain = await start({}, ['--sign-in']);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stderr).toMatch(/demo accounts exist from an earlier start with DEMO_ACCOUNTS=true: locked/);
    expect(plain.signIn).toEqual({ investor: 401, partner: 401, operator: 401, loadInvestor: 401 });
    expect(await accounts()).toEqual(before);
    const [locked] = await database.query(
      `select (select password_hash from users where email = 'investor@example.com') as investor,
              (select password_hash from partners where email = 'partner@example.com') as partner,
              (select disabled_at is not null from operators where email = 'operator@example.com') as operator_disabled`,
    );
    expect(locked).toEqual({ investor: '!', partner: '!', operator_disabled: true });
    // Asked for again, they are armed again with the README's credentials.
    const demo = await start({ DEMO_ACCOUNTS: 'true' }, ['--sign-in']);
    expect(demo.signIn).toEqual({ investor: 200, partner: 200, operator: 200, loadInvestor: 401 });
  });

  it('with LOAD_TEST_INVESTORS=3 creates three load investors once, KYC verified, locked and armed again with the demo accounts', async () => {
    const before = await accounts();
    const load = { DEMO_ACCOUNTS: 'true', LOAD_TEST_INVESTORS: '3' };
    const first = await start(load, ['--sign-in']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.signIn).toEqual({ investor: 200, partner: 200, operator: 200, loadInvestor: 200 });
    const investors = () =>
      database.query(
        `select u.email, u.email_verified_at is not null as email_verified, u.phone_verified_at is not null as phone_verified,
                k.status, left(u.password_hash, 7) as hash from users u left join kyc_records k on k.user_id = u.id
         where u.email like 'load-investor-%' order by u.email`,
      );
    const created = [1, 2, 3].map((n) => ({
      email: `load-investor-${n}@example.com`,
      email_verified: true,
      phone_verified: true,
      status: 'verified',
      hash: 'scrypt$',
    }));
    expect(await investors()).toEqual(created);
    expect(await start(load)).toMatchObject({ code: 0 });
    expect(await accounts()).toMatchObject({ users: Number(before?.users) + 3 });
    // A start without DEMO_ACCOUNTS locks them with the demo accounts; asked for again, they sign in again.
    const plain = await start({}, ['--sign-in']);
    expect(plain.signIn).toEqual({ investor: 401, partner: 401, operator: 401, loadInvestor: 401 });
    expect((await investors()).map((row) => row.hash)).toEqual(['!', '!', '!']);
    expect((await start(load, ['--sign-in'])).signIn).toMatchObject({ loadInvestor: 200 });
    expect(await investors()).toEqual(created);
  });

  it('refuses LOAD_TEST_INVESTORS without DEMO_ACCOUNTS=true, and changes nothing', async () => {
    const before = await accounts();
    const refused = await start({ LOAD_TEST_INVESTORS: '3' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/LOAD_TEST_INVESTORS: needs DEMO_ACCOUNTS=true/);
    expect(await accounts()).toEqual(before);
  });

  it('refuses APP_ENV=production with DEMO_ACCOUNTS=true, naming both, and changes nothing', async () => {
    const before = await accounts();
    const refused = await start({ APP_ENV: 'production', DEMO_ACCOUNTS: 'true', AUTH_SECRET: 'p'.repeat(64) });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/DEMO_ACCOUNTS: must not be true with APP_ENV=production/);
    expect(refused.stderr).toContain('The server will not start.');
    expect(await accounts()).toEqual(before);
  });
});

describe('the demo accounts on the suite database (setup.ts starts it with DEMO_ACCOUNTS=true)', () => {
  it('are found, and every start warns while they exist, whatever DEMO_ACCOUNTS says now', async () => {
    const handle = await getDbHandle();
    expect(await demoAccountsPresent(handle.db)).toBe(true);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const write = vi.spyOn(process.stdout, 'write');
    try {
      await announceAccounts(handle);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(DEMO_WARNING));
      // An operator exists (the demo one): no first-operator hint.
      expect(write.mock.calls.flat().join('')).not.toContain(FIRST_OPERATOR_HINT);
    } finally {
      warn.mockRestore();
      write.mockRestore();
    }
  });
});
