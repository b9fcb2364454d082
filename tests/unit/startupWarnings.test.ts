// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { logger } from '@/lib/server/logger';
import { startServer } from '@/lib/server/startup';

vi.mock('@/lib/server/db/client', () => ({ getDbHandle: vi.fn(async () => ({})), DatabaseInUseError: class extends Error {} }));
// What a start says about accounts needs the database: demoAccounts.test.ts (integration) checks it.
vi.mock('@/lib/server/db/demoAccounts', () => ({ announceAccounts: vi.fn(async () => undefined) }));
vi.mock('@/lib/server/env', () => ({
  ConfigError: class extends Error {},
  env: () => ({ SMTP_URL: 'smtp://mail.example', SMS_WEBHOOK_URL: 'https://sms.example/hook', AUTH_SECRET: 'u'.repeat(32) }),
  isProduction: () => true,
}));

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const warnings = async () => {
  const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  await startServer();
  return warn.mock.calls.map(([message]) => message);
};

describe('a production start', () => {
  it('warns when NEXT_PUBLIC_SITE_URL or NEXTAUTH_URL is empty', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', '');
    vi.stubEnv('NEXTAUTH_URL', ' ');
    const messages = await warnings();
    expect(messages).toContainEqual(expect.stringMatching(/^NEXT_PUBLIC_SITE_URL is not set/));
    expect(messages).toContainEqual(expect.stringMatching(/^NEXTAUTH_URL is not set/));
  });

  it('says nothing about them when both are set', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://shares.example');
    vi.stubEnv('NEXTAUTH_URL', 'https://shares.example');
    expect(await warnings()).toEqual([]);
  });
});
