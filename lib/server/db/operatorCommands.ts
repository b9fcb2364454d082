// The CLI's operator commands (lib/server/db/cli.ts): each takes the operator's email and prints
// what it did; an unknown email or a password that breaks the rules is an error with a clear message.
import { randomBytes } from 'node:crypto';

import type { Db } from '@/lib/server/db/client';
import type { OperatorCommand } from '@/lib/server/db/operatorCommandNames';
import {
  createOperator,
  resetOperatorTotp,
  setOperatorDisabled,
  setOperatorPassword,
  unlockOperator,
} from '@/lib/server/services/operators';
import { staffRolesField, type StaffRole } from '@/lib/permissions';
import { emailField, fullNameField, newPasswordField } from '@/lib/validations/fields';

/** `--roles kyc,prices` (or `--roles=kyc,prices`) taken out of the arguments; admin when absent. */
function rolesOption(args: string[]): { words: string[]; roles: StaffRole[] } {
  const words: string[] = [];
  let given: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--roles') {
      given = args[++i] ?? '';
    } else if (arg.startsWith('--roles=')) {
      given = arg.slice('--roles='.length);
    } else {
      words.push(arg);
    }
  }
  if (given === undefined) return { words, roles: ['admin'] };
  const roles = staffRolesField.safeParse(given);
  if (!roles.success) throw new Error(`--roles: ${roles.error.issues[0]?.message ?? 'invalid'}`);
  return { words, roles: roles.data };
}

/** Runs command and returns what to print. */
export async function runOperatorCommand(db: Db, command: OperatorCommand, args: string[]): Promise<string> {
  const [emailArg, ...rest] = args;
  const email = emailField.safeParse(emailArg ?? '');
  if (!email.success) throw new Error(`${command} needs the operator's email (${email.error.issues[0]?.message ?? 'invalid'}).`);
  switch (command) {
    case 'operator:create': {
      const { words, roles } = rolesOption(rest);
      const fullName = fullNameField.safeParse(words.join(' '));
      if (!fullName.success)
        throw new Error(`operator:create needs the operator's name (${fullName.error.issues[0]?.message ?? 'invalid'}).`);
      const { password, generated } = newPassword();
      const { operator, secret, uri } = await createOperator(db, { email: email.data, fullName: fullName.data, password, roles });
      return (
        `Operator ${operator.email} created (id ${operator.id}) with the roles ${operator.roles.join(', ')}.\n` +
        (generated ? `Password: ${password}\n` : '') +
        (await authenticatorText(secret, uri))
      );
    }
    case 'operator:password': {
      const { password, generated } = newPassword();
      await setOperatorPassword(db, email.data, password);
      return `Password of ${email.data} changed; all their sessions are ended.\n` + (generated ? `Password: ${password}\n` : '');
    }
    case 'operator:disable':
      await setOperatorDisabled(db, email.data, true);
      return `Operator ${email.data} is disabled and signed out everywhere.\n`;
    case 'operator:enable':
      await setOperatorDisabled(db, email.data, false);
      return `Operator ${email.data} can sign in again.\n`;
    case 'operator:unlock':
      await unlockOperator(db, email.data);
      return `Failed sign-ins of ${email.data} are forgotten: they can sign in again from any address.\n`;
    case 'operator:totp-reset': {
      const { secret, uri } = await resetOperatorTotp(db, email.data);
      return `Authenticator of ${email.data} replaced; all their sessions are ended.\n` + (await authenticatorText(secret, uri));
    }
  }
}

/** OPERATOR_PASSWORD if set (it must meet the password rules), else a random one to print once. */
function newPassword(): { password: string; generated: boolean } {
  const given = process.env.OPERATOR_PASSWORD;
  const password = given ?? randomBytes(12).toString('base64url');
  const checked = newPasswordField.safeParse(password);
  if (!checked.success) throw new Error(`OPERATOR_PASSWORD: ${checked.error.issues[0]?.message ?? 'not a valid password.'}`);
  return { password, generated: given === undefined };
}

async function authenticatorText(secret: string, uri: string) {
  return (
    `Authenticator secret (base32, shown once): ${secret}\n` +
    `Scan this QR code with an authenticator app (or add the secret above, or this URI):\n${await terminalQrCode(uri)}${uri}\n`
  );
}

/** The otpauth:// URI as a QR code drawn with block characters, to scan from the terminal. */
async function terminalQrCode(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'terminal', small: true });
}
