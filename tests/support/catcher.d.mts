export interface CaughtMessage {
  channel: 'email' | 'sms';
  to: string;
  from: string;
  subject: string;
  text: string;
  at: number;
}

export interface Catcher {
  smtpPort: number;
  httpPort: number;
  messages: CaughtMessage[];
  close(): Promise<void>;
}

export function startCatcher(options?: { smtpPort?: number; httpPort?: number; smsToken?: string }): Promise<Catcher>;
