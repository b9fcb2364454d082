// @vitest-environment node
// What a production start (lib/server/startup.ts) says before it opens the database, from the real configuration.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/server/db/client', () => ({ getDbHandle: vi.fn(async () => ({})), DatabaseInUseError: class extends Error {} }));
// What a start says about accounts needs the database: demoAccounts.test.ts (integration) checks it.
vi.mock('@/lib/server/db/demoAccounts', () => ({ announceAccounts: vi.fn(async () => undefined) }));
vi.mock('@/lib/server/auth/secret', () => ({ authSecret: vi.fn(async () => 'secret') }));
vi.mock('@/lib/server/messaging/outbox', () => ({ startOutboxTimer: vi.fn() }));
// The upload folder's modes: privateFiles.test.ts (integration) checks them on a real start.
vi.mock('@/lib/server/privateFiles', () => ({ keepPrivate: vi.fn() }));

const PRODUCTION = {
  APP_ENV: 'production',
  NEXT_PUBLIC_SITE_URL: 'https://shares.example',
  SMTP_URL: 'smtp://mail.example',
  SMS_WEBHOOK_URL: 'https://sms.example/hook',
  AUTH_SECRET: 'u'.repeat(32),
};

beforeEach(() => {
  // env() reads the configuration once per module instance: each test starts a fresh one.
  vi.resetModules();
  for (const [name, value] of Object.entries(PRODUCTION)) vi.stubEnv(name, value);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** Runs a start; what it logged as warnings, what it wrote to stderr, and the exit code it asked for (null: none). */
async function start() {
  const { logger } = await import('@/lib/server/logger');
  const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  let exitCode: number | null = null;
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    exitCode = Number(code);
    throw new Error('exit');
  });
  const { startServer } = await import('@/lib/server/startup');
  await startServer().catch((error: unknown) => {
    if (!(error instanceof Error && error.message === 'exit')) throw error;
  });
  return {
    warnings: warn.mock.calls.map(([message]) => message),
    stderr: stderr.mock.calls.map(([text]) => String(text)).join(''),
    exitCode,
  };
}

describe('a production start', () => {
  it('refuses to start without NEXT_PUBLIC_SITE_URL, naming it', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '');
    const { stderr, exitCode } = await start();
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/NEXT_PUBLIC_SITE_URL: is required with APP_ENV=production/);
    expect(stderr).toContain('The server will not start.');
  });

  it('refuses an address with a path, naming it', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://shares.example/app');
    const { stderr, exitCode } = await start();
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/NEXT_PUBLIC_SITE_URL: must be http\(s\):\/\/host\[:port\]/);
  });

  it('warns when mail or SMS would go to the log', async () => {
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('SMS_WEBHOOK_URL', '');
    const { warnings, exitCode } = await start();
    expect(exitCode).toBeNull();
    expect(warnings).toContainEqual(expect.stringMatching(/^SMTP_URL is not set/));
    expect(warnings).toContainEqual(expect.stringMatching(/^SMS_WEBHOOK_URL is not set/));
  });

  it('starts and says nothing when everything is set', async () => {
    const { warnings, exitCode } = await start();
    expect(exitCode).toBeNull();
    expect(warnings).toEqual([]);
  });
});
