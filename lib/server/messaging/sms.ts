// Outgoing SMS behind a provider interface. The webhook provider POSTs { to, message } as JSON to
// SMS_WEBHOOK_URL (with SMS_WEBHOOK_TOKEN as a bearer token when set); without it, the log.
import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';

export interface Sms {
  /** 10-digit Indian mobile number. */
  to: string;
  message: string;
}

export interface SmsProvider {
  send(sms: Sms): Promise<void>;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

export class WebhookSmsProvider implements SmsProvider {
  constructor(
    private url: string,
    private token?: string,
  ) {}

  async send(sms: Sms) {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token && { authorization: `Bearer ${this.token}` }) },
      body: JSON.stringify({ to: `+91${sms.to}`, message: sms.message }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
  }
}

class LogSmsProvider implements SmsProvider {
  async send(sms: Sms) {
    logger.info('sms (SMS_WEBHOOK_URL not set, so logged instead of sent)', { to: sms.to, message: sms.message });
  }
}

let provider: SmsProvider | undefined;
export function getSmsProvider(): SmsProvider {
  const { SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN } = env();
  provider ??= SMS_WEBHOOK_URL ? new WebhookSmsProvider(SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN) : new LogSmsProvider();
  return provider;
}
