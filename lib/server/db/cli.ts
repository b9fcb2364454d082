// Database commands for npm scripts and operators: `tsx lib/server/db/cli.ts <command>`.
// The client is imported only after SEED_ON_START is forced off, so opening never seeds on its own.
// The embedded database allows one process at a time: stop the server before a command on it.

import type { Db } from './client';
import { OPERATOR_COMMANDS, type OperatorCommand } from './operatorCommandNames';

const USAGE =
  'Usage: npm run <command> -- <arguments>   (or: npx tsx lib/server/db/cli.ts <command> <arguments>)\n' +
  '  migrate                     apply pending migrations (npm run db:migrate)\n' +
  '  seed                        apply migrations, then insert any missing public content (and, with\n' +
  '                              DEMO_ACCOUNTS=true, the demo accounts of the README) (npm run db:seed)\n' +
  '  seed:scale                  the same plus 10,000 companies and 100,000 articles (for benchmarks)\n' +
  "  kyc:verify <email>          mark the investor's submitted KYC as verified\n" +
  "  kyc:reject <email> <reason> reject the investor's KYC; they see the reason and can resubmit\n" +
  '  operator:create <email> <name> [--roles <role,role>]  create a staff member (roles: admin, desk, kyc, prices,\n' +
  '                              content, support, finance, auditor; admin when none given); prints the password\n' +
  '                              (OPERATOR_PASSWORD, or a random one) and the authenticator secret as a QR code\n' +
  '                              and otpauth:// URI, shown this once\n' +
  "  operator:password <email>   set the operator's password (OPERATOR_PASSWORD, or a random one printed once)\n" +
  '                              and end all their sessions\n' +
  '  operator:disable <email>    stop the operator signing in and end all their sessions\n' +
  '  operator:enable <email>     let a disabled operator sign in again\n' +
  "  operator:unlock <email>     forget the operator's failed sign-ins, from every address\n" +
  '  operator:totp-reset <email> a new authenticator secret (QR code and URI, shown once); ends all their sessions\n' +
  'Without DATABASE_URL these work on the embedded database, which one process at a time may open:\n' +
  'they refuse to run while the server holds it (stop the server first, or use PostgreSQL).\n';

const COMMANDS = ['migrate', 'seed', 'seed:scale', 'kyc:verify', 'kyc:reject', ...OPERATOR_COMMANDS] as const;
type Command = (typeof COMMANDS)[number];

const isOperatorCommand = (command: Command): command is OperatorCommand => command.startsWith('operator:');

async function run(command: Command, args: string[]): Promise<void> {
  process.env.SEED_ON_START = 'false';
  const { analyzeTables, closeDb, getDbHandle } = await import('./client');
  try {
    const handle = await getDbHandle(); // opening migrates
    if (command === 'seed' || command === 'seed:scale') {
      const { countSeededRows, formatSeedCounts, seedPublicContent } = await import('./seed');
      const started = Date.now();
      await seedPublicContent(handle.db);
      // A start's rule (client.ts): the demo accounts only when asked; env.ts refuses them with APP_ENV=production.
      const { env } = await import('@/lib/server/env');
      if (env().DEMO_ACCOUNTS === 'true') {
        const { ensureDemoAccounts } = await import('./demoAccounts');
        await ensureDemoAccounts(handle.db);
      }
      if (command === 'seed:scale') {
        const { seedScaleData } = await import('./scaleSeed');
        await seedScaleData(handle.db);
      }
      // A bulk load: the planner's statistics now, not when autovacuum (PostgreSQL only) gets to it.
      await analyzeTables(handle.db);
      const counts = await countSeededRows(handle.db);
      process.stdout.write(`Seeded ${handle.kind} in ${Date.now() - started} ms: ${formatSeedCounts(counts)}\n`);
    } else if (command === 'kyc:verify' || command === 'kyc:reject') {
      await reviewCommand(handle.db, command, args);
    } else if (isOperatorCommand(command)) {
      const { runOperatorCommand } = await import('./operatorCommands');
      process.stdout.write(await runOperatorCommand(handle.db, command, args));
    } else {
      process.stdout.write(`Migrated ${handle.kind} database.\n`);
    }
  } finally {
    await closeDb();
  }
}

async function reviewCommand(db: Db, command: 'kyc:verify' | 'kyc:reject', args: string[]) {
  const { findUserIdByEmail, reviewKyc } = await import('@/lib/server/services/kyc');
  const { kycReviewSchema } = await import('@/lib/validations/kyc');
  const [email, ...reasonWords] = args;
  if (!email) throw new Error(`${command} needs the investor's email.\n${USAGE}`);
  const decision = kycReviewSchema.safeParse(
    command === 'kyc:verify' ? { status: 'verified' } : { status: 'rejected', reason: reasonWords.join(' ') },
  );
  if (!decision.success) throw new Error(decision.error.issues[0]?.message ?? 'Invalid decision.');
  const userId = await findUserIdByEmail(db, email);
  if (userId === null) throw new Error(`No investor has the email ${email}.`);
  const kyc = await reviewKyc(db, userId, decision.data);
  process.stdout.write(`KYC of ${email} is now ${kyc.status}.\n`);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!COMMANDS.includes(command as Command)) {
    process.stderr.write(command ? `Unknown command: ${command}\n${USAGE}` : USAGE);
    process.exitCode = 2;
    return;
  }
  try {
    await run(command as Command, args);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

void main();
