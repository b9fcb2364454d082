// All server configuration is read here, once, through one schema.
import { z } from 'zod';

import { DEV_AUTH_SECRET } from '@/lib/auth/token';

const schema = z
  .object({
    APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
    DATABASE_URL: z.url().optional(),
    PGLITE_DIR: z.string().min(1).default('.data/pglite'),
    SEED_ON_START: z.enum(['true', 'false']).default('true'),
    AUTH_SECRET: z.string().optional(),
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .int()
      .positive()
      .max(24 * 30)
      .default(24),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(1000).default(1),
    // Rate-limit counters shared by every app instance; in this process's memory when unset.
    REDIS_URL: z.url().optional(),
    // Outgoing mail (one-time codes), e.g. smtp://user:pass@smtp.example.com:587; the server log when unset.
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('PrivateBourse <no-reply@privatebourse.example>'),
    // SMS: POSTed as JSON { to, message } to this webhook (your SMS provider's or a bridge); the log when unset.
    SMS_WEBHOOK_URL: z.url().optional(),
    SMS_WEBHOOK_TOKEN: z.string().optional(),
    // Uploaded profile images (local-disk image store).
    UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
    // Google sign-in (next-auth) shows only when both are set; GOOGLE_ISSUER points it at another OpenID provider (tests).
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    // Extra origins (comma-separated) allowed to make state-changing API calls besides the site's own.
    ALLOWED_ORIGINS: z.string().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.APP_ENV !== 'production') return;
    if (!value.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required when APP_ENV=production' });
    } else if (value.AUTH_SECRET.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'must be at least 32 characters' });
    }
  });

export type ServerEnv = z.infer<typeof schema> & { AUTH_SECRET: string };

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const blankAsMissing = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(blankAsMissing);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, AUTH_SECRET: result.data.AUTH_SECRET ?? DEV_AUTH_SECRET };
}

let cached: ServerEnv | undefined;
export function env(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isProduction = () => env().APP_ENV === 'production';
