// Must load before anything imports Next: it patches Next's API resolver for real HTTP calls.
import 'next-test-api-route-handler';

process.env.APP_ENV ??= 'test';
process.env.LOG_LEVEL ??= 'warn';
// One in-memory embedded database serves the whole run (vitest.config.ts: one process, no isolation),
// unless a PostgreSQL server is given; either way files share it, so every test makes its own data.
if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = 'memory://';
// The demo accounts of the README: some tests sign in as them.
process.env.DEMO_ACCOUNTS ??= 'true';

// Real mail and SMS: a local SMTP server and SMS webhook for the whole run (tests/support/catcher.mjs).
import { startCatcher, type Catcher } from '../support/catcher.mjs';

const memo = globalThis as unknown as { __catcher?: Catcher };
if (!memo.__catcher) {
  memo.__catcher = await startCatcher({ smsToken: 'integration-sms-token' });
  process.env.SMTP_URL = `smtp://127.0.0.1:${memo.__catcher.smtpPort}`;
  process.env.SMS_WEBHOOK_URL = `http://127.0.0.1:${memo.__catcher.httpPort}/sms`;
  process.env.SMS_WEBHOOK_TOKEN = 'integration-sms-token';
}
