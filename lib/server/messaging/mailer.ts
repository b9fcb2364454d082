// Outgoing email. SMTP through nodemailer when SMTP_URL is set; otherwise the message is written
// to the server log (development), so a code can be read there.
import type { Transporter } from 'nodemailer';

import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A Message-ID header ("<id@host>"); the outbox sets one per row so a resend is recognisable. */
  messageId?: string;
  /** Extra headers (a newsletter's List-Unsubscribe, lib/server/services/newsletter.ts). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

class SmtpMailer implements Mailer {
  private transport: Promise<Transporter>;

  constructor(
    url: string,
    private from: string,
  ) {
    this.transport = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
  }

  async send(mail: Mail) {
    await (
      await this.transport
    ).sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.messageId && { messageId: mail.messageId }),
      ...(mail.headers && { headers: mail.headers }),
    });
  }
}

class LogMailer implements Mailer {
  async send(mail: Mail) {
    logger.info('email (SMTP_URL not set, so logged instead of sent)', { to: mail.to, subject: mail.subject, text: mail.text });
  }
}

/** A mailer for one SMTP server (tests point one at a server of their own). */
export const createSmtpMailer = (url: string, from = env().MAIL_FROM): Mailer => new SmtpMailer(url, from);

let mailer: Mailer | undefined;
export function getMailer(): Mailer {
  const { SMTP_URL, MAIL_FROM } = env();
  mailer ??= SMTP_URL ? new SmtpMailer(SMTP_URL, MAIL_FROM) : new LogMailer();
  return mailer;
}
