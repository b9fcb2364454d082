// Reads what the site sent through the test's mail/SMS catcher, and sets who the local OpenID
// provider signs in as. Ports follow playwright.config.ts (derived from E2E_PORT).
import { expect } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const CATCHER_URL = `http://127.0.0.1:${PORT + 26}`;
export const OIDC_CONTROL_URL = `http://127.0.0.1:${PORT + 28}`;

export interface CaughtMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  at: number;
}

/** Messages to an email address or a phone ("+91" + 10 digits), oldest first. */
export async function messagesTo(to: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${CATCHER_URL}/messages?to=${encodeURIComponent(to.toLowerCase())}`);
  return (await response.json()) as CaughtMessage[];
}

/** Waits for a message to arrive after `since` (ms) and returns the six-digit code in it. */
export async function codeSentTo(to: string, since = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const latest = (await messagesTo(to)).filter((m) => m.at >= since).at(-1);
        code = latest?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `a code sent to ${to}`, timeout: 15_000 },
    )
    .not.toBe('');
  return code;
}

/** The next Google sign-in (through the local OpenID provider) is this person. */
export async function setGoogleIdentity(identity: { email: string; name?: string; sub?: string }) {
  const response = await fetch(`${OIDC_CONTROL_URL}/identity`, { method: 'POST', body: JSON.stringify(identity) });
  expect(response.status).toBe(204);
}

/** Waits for the email with this subject and returns its text. */
export async function emailText(to: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = (await messagesTo(to)).find((message) => message.subject === subject)?.text ?? '';
        return text;
      },
      { timeout: 20_000, message: `the email "${subject}"` },
    )
    .not.toBe('');
  return text;
}
