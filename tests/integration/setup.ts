// Must load before anything imports Next: it patches Next's API resolver for real HTTP calls.
import 'next-test-api-route-handler';

process.env.APP_ENV ??= 'test';
process.env.LOG_LEVEL ??= 'warn';
// Each test file gets its own in-memory embedded database, unless a PostgreSQL server is given.
if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = 'memory://';
