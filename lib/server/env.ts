// All server configuration is read here, once, through one schema.
import { z } from 'zod';

const S3_REQUIRED = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const schema = z
  .object({
    APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
    DATABASE_URL: z.url().optional(),
    PGLITE_DIR: z.string().min(1).default('.data/pglite'),
    // At start: fill an empty database with the public content, and (DEMO_ACCOUNTS=true) make sure the demo accounts exist.
    SEED_ON_START: z.enum(['true', 'false']).default('true'),
    // Signs session tokens. Unset: a random secret generated on the first start and kept (lib/server/auth/secret.ts).
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)').optional(),
    // Create the demo accounts of the README (public passwords) at start; never where real people sign in,
    // so refused with APP_ENV=production (below).
    DEMO_ACCOUNTS: z.enum(['true', 'false']).default('false'),
    // With DEMO_ACCOUNTS=true: this many load-test investors (KYC verified, the demo's public password), one per
    // visitor of `npm run bench:load` (lib/server/db/demoAccounts.ts).
    LOAD_TEST_INVESTORS: z.coerce.number().int().min(0).max(9999).default(0),
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .int()
      .positive()
      .max(24 * 30)
      .default(24),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(1000).default(1),
    // What several instances share: rate-limit counters, ended sessions and the rendered pages
    // (lib/server/cache/cacheHandler.mjs); in this process's memory when unset.
    REDIS_URL: z.url().optional(),
    // Outgoing mail (one-time codes), e.g. smtp://user:pass@smtp.example.com:587; the server log when unset.
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('PrivateBourse <no-reply@privatebourse.example>'),
    // SMS: POSTed as JSON { to, message } to this webhook (your SMS provider's or a bridge); the log when unset.
    SMS_WEBHOOK_URL: z.url().optional(),
    SMS_WEBHOOK_TOKEN: z.string().optional(),
    // Uploaded files (profile pictures, support attachments) on local disk, unless an S3 bucket is set.
    UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
    // Uploaded files in an S3-compatible object store instead (AWS S3, MinIO, Ceph, R2…), for several instances.
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens')
      .optional(),
    S3_ENDPOINT: z
      .url()
      .refine((value) => /^https?:\/\/[^/@]+(\/[^?#]*)?$/.test(value), 'must be http(s)://host[:port] with no user, password or query')
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
      .default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    // true: <endpoint>/<bucket>/<key> (MinIO and most S3-compatible servers); false: <bucket>.<endpoint host>/<key>.
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
    // Google sign-in (next-auth) shows only when both are set; GOOGLE_ISSUER points it at another OpenID provider (tests).
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    // Extra origins (comma-separated) allowed to make state-changing API calls besides the site's own.
    ALLOWED_ORIGINS: z.string().default(''),
    // The site's public address: every absolute link (emails, PDFs, CSVs, sitemaps, canonical links) is made
    // from it, never from a request's Host (siteUrl below). Required with APP_ENV=production (below).
    NEXT_PUBLIC_SITE_URL: z
      .url({ protocol: /^https?$/ })
      .refine((value) => /^https?:\/\/[^/@?#]+\/?$/i.test(value), 'must be http(s)://host[:port] with no path, user, password or query')
      .transform((value) => new URL(value).origin)
      .optional(),
  })
  .superRefine((value, ctx) => {
    // Public passwords must never reach a real deployment, whatever else its configuration says.
    if (value.APP_ENV === 'production' && value.DEMO_ACCOUNTS === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_ACCOUNTS'],
        message: "must not be true with APP_ENV=production: the demo accounts' passwords are public (README)",
      });
    }
    // A link made from whatever Host a request named could send a reader anywhere; production names its own address.
    if (value.APP_ENV === 'production' && value.NEXT_PUBLIC_SITE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEXT_PUBLIC_SITE_URL'],
        message:
          'is required with APP_ENV=production: the links in emails, PDFs, CSVs and sitemaps are made from it (e.g. https://shares.example.in)',
      });
    }
    if (value.LOAD_TEST_INVESTORS > 0 && value.DEMO_ACCOUNTS !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['LOAD_TEST_INVESTORS'],
        message: "needs DEMO_ACCOUNTS=true: the load-test investors share the demo accounts' public password",
      });
    }
    // Half an S3 configuration must not quietly fall back to local disk, where other instances cannot read.
    const s3Given = S3_REQUIRED.filter((name) => value[name] !== undefined);
    if (s3Given.length > 0) {
      for (const name of S3_REQUIRED.filter((name) => value[name] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required when ${s3Given.join(', ')} ${s3Given.length > 1 ? 'are' : 'is'} set (the S3 object store needs ${S3_REQUIRED.join(', ')}; set none of them for local disk)`,
        });
      }
    }
  });

export type ServerEnv = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const blankAsMissing = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(blankAsMissing);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: ServerEnv | undefined;
export function env(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The object store's settings when S3_BUCKET is set (the schema made sure the rest is there); null for local disk. */
export function s3Config(config: ServerEnv): S3Config | null {
  const { S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_BUCKET || !S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
  };
}

export const isProduction = () => env().APP_ENV === 'production';

/**
 * The site's address for every absolute link: NEXT_PUBLIC_SITE_URL, else (development and tests only:
 * production refuses to start without it) this server on this machine, at the port Next listens on.
 */
export const siteUrl = () => env().NEXT_PUBLIC_SITE_URL ?? `http://localhost:${process.env.PORT || '3000'}`;
