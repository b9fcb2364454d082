// Runs once when the Node server starts: refuse to start on bad configuration, then open, migrate
// and (when empty) seed the database so the first visitor does not wait for it.
import { getDbHandle, DatabaseInUseError } from '@/lib/server/db/client';
import { ConfigError, env } from '@/lib/server/env';

function refuseToStart(message: string): never {
  process.stderr.write(`\n${message}\nThe server will not start. See README.md, "Configuration".\n\n`);
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
  try {
    await getDbHandle();
  } catch (error) {
    if (error instanceof DatabaseInUseError) refuseToStart(error.message);
    throw error;
  }
}
