// What the site sent through the run's local SMTP server and SMS webhook (see setup.ts).
import type { Catcher, CaughtMessage } from '../support/catcher.mjs';

const catcher = () => (globalThis as unknown as { __catcher: Catcher }).__catcher;

export function messagesTo(to: string): CaughtMessage[] {
  return catcher().messages.filter((m) => m.to === to.toLowerCase());
}

/** The six-digit code in the latest message to `to` (an email, or "+91" + mobile number). */
export async function lastCodeTo(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const code = messagesTo(to)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code was sent to ${to}`);
}
