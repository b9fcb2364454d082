// Database commands for npm scripts and operators: `tsx lib/server/db/cli.ts <command>`.
// The client is imported only after SEED_ON_START is forced off, so opening never seeds on its own.
// The embedded database allows one process at a time: stop the server before a command on it.

import type { Db } from './client';

const USAGE =
  'Usage: tsx lib/server/db/cli.ts <command>\n' +
  '  migrate                     apply pending migrations\n' +
  '  seed                        apply migrations, then insert any missing public content (and, with\n' +
  '                              DEMO_ACCOUNTS=true, the demo accounts of the README)\n' +
  '  seed:scale                  the same plus 10,000 companies and 100,000 articles (for benchmarks)\n' +
  "  kyc:verify <email>          mark the investor's submitted KYC as verified\n" +
  "  kyc:reject <email> <reason> reject the investor's KYC; they see the reason and can resubmit\n" +
  '  operator:create <email> <name>  create an operator; prints the password (OPERATOR_PASSWORD, or a random one)\n' +
  '                              and the authenticator secret as a QR code and otpauth:// URI, shown this once\n';

const COMMANDS = ['migrate', 'seed', 'seed:scale', 'kyc:verify', 'kyc:reject', 'operator:create'] as const;
type Command = (typeof COMMANDS)[number];

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
    } else if (command === 'operator:create') {
      await createOperatorCommand(handle.db, args);
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

async function createOperatorCommand(db: Db, args: string[]) {
  const { randomBytes } = await import('node:crypto');
  const { createOperator } = await import('@/lib/server/services/operators');
  const { emailField, fullNameField, newPasswordField } = await import('@/lib/validations/fields');
  const [emailArg, ...nameWords] = args;
  const email = emailField.safeParse(emailArg ?? '');
  const fullName = fullNameField.safeParse(nameWords.join(' '));
  if (!email.success) throw new Error(`operator:create needs a valid email.\n${USAGE}`);
  if (!fullName.success) throw new Error(`operator:create needs the operator's name.\n${USAGE}`);
  const given = process.env.OPERATOR_PASSWORD;
  const password = given ?? randomBytes(12).toString('base64url');
  const checked = newPasswordField.safeParse(password);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Invalid password.');
  const { operator, secret, uri } = await createOperator(db, { email: email.data, fullName: fullName.data, password });
  process.stdout.write(
    `Operator ${operator.email} created (id ${operator.id}).\n` +
      (given ? '' : `Password: ${password}\n`) +
      `Authenticator secret (base32, shown once): ${secret}\n` +
      `Scan this QR code with an authenticator app (or add the secret above, or this URI):\n${await terminalQrCode(uri)}${uri}\n`,
  );
}

/** The otpauth:// URI as a QR code drawn with block characters, to scan from the terminal. */
async function terminalQrCode(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'terminal', small: true });
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
