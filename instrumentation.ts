// Runs once when the server starts: refuse to start on bad configuration, then open, migrate
// and (when empty) seed the database so the first visitor does not wait for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { ConfigError, env } = await import('@/lib/server/env');
  try {
    env();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`\n${error.message}\nThe server will not start. See README.md, "Configuration".\n\n`);
      process.exit(1);
    }
    throw error;
  }
  const { getDbHandle, DatabaseInUseError } = await import('@/lib/server/db/client');
  try {
    await getDbHandle();
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      process.stderr.write(`\n${error.message}\n\n`);
      process.exit(1);
    }
    throw error;
  }
}
