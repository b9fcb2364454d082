// Database commands for npm scripts: `tsx lib/server/db/cli.ts migrate|seed`.
// The client is imported only after SEED_ON_START is forced off, so opening never seeds on its own.

const USAGE = 'Usage: tsx lib/server/db/cli.ts <migrate|seed|seed:scale>\n' +
  '  migrate     apply pending migrations\n' +
  '  seed        apply migrations, then insert any missing demo data\n' +
  '  seed:scale  the demo data plus 10,000 companies and 100,000 articles (for benchmarks)\n';

async function run(command: string): Promise<void> {
  process.env.SEED_ON_START = 'false';
  const { closeDb, getDbHandle } = await import('./client');
  try {
    const handle = await getDbHandle(); // opening migrates
    if (command === 'seed' || command === 'seed:scale') {
      const { countSeededRows, formatSeedCounts, seedDemoData } = await import('./seed');
      const started = Date.now();
      await seedDemoData(handle.db);
      if (command === 'seed:scale') {
        const { seedScaleData } = await import('./scaleSeed');
        await seedScaleData(handle.db);
      }
      const counts = await countSeededRows(handle.db);
      process.stdout.write(`Seeded ${handle.kind} in ${Date.now() - started} ms: ${formatSeedCounts(counts)}\n`);
    } else {
      process.stdout.write(`Migrated ${handle.kind} database.\n`);
    }
  } finally {
    await closeDb();
  }
}

async function main() {
  const command = process.argv[2];
  if (command !== 'migrate' && command !== 'seed' && command !== 'seed:scale') {
    process.stderr.write(command ? `Unknown command: ${command}\n${USAGE}` : USAGE);
    process.exitCode = 2;
    return;
  }
  try {
    await run(command);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

void main();
