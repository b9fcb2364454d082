// Two instances of `npm start` (next start) on one PostgreSQL database and one Redis, behind nginx run from
// the deployment template docs/nginx.conf: what scale:demo, scale:faults and `npm run bench -- --nginx` start.
// Needs a production build (`npm run build`) and Debian's nginx.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import pg from 'pg';

import { NGINX_PATH, startNginx } from '../support/nginx';
import { S3RVER_ACCESS_KEY_ID, S3RVER_SECRET_ACCESS_KEY, startLocalS3 } from '../support/s3';

export const root = path.resolve(__dirname, '../..');

export interface PairOptions {
  nginxPort: number;
  databaseUrl: string;
  /** A server's maintenance database, to create databaseUrl's database when missing. */
  adminUrl: string;
  redisUrl: string;
  /** Extra settings for both instances. */
  env?: Record<string, string>;
  /** Extra server-level nginx directives. */
  nginxExtra?: string;
  /** Print the instances' standard output (errors are always printed). */
  verbose?: boolean;
}

export interface Pair {
  site: string;
  instances: string[];
  /** Kills instance i at once (SIGKILL), as a crash would. */
  kill(index: number): void;
  /** Starts instance i again and waits until it answers. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
  storage: string;
}

export async function ensureDatabase(databaseUrl: string, adminUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

export async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function startPair(options: PairOptions): Promise<Pair> {
  if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  if (!fs.existsSync(NGINX_PATH)) throw new Error(`nginx not found at ${NGINX_PATH}: apt-get install nginx (or set NGINX_PATH).`);
  const { nginxPort } = options;
  const ports = [nginxPort + 1, nginxPort + 2];
  const site = `http://127.0.0.1:${nginxPort}`;
  const instances = ports.map((port) => `http://127.0.0.1:${port}`);
  await ensureDatabase(options.databaseUrl, options.adminUrl);
  // Uploads in an S3-compatible store every instance reads: a local one here (S3_* settings win).
  const s3 = process.env.S3_BUCKET ? null : await startLocalS3(`scale-${nginxPort}`);
  const env: Record<string, string> = {
    ...(s3 && {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: S3RVER_SECRET_ACCESS_KEY,
    }),
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    TRUST_PROXY: 'true',
    NEXT_PUBLIC_SITE_URL: site,
    NEXTAUTH_URL: site,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const children: (ChildProcess | undefined)[] = [];
  const launch = (index: number) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(ports[index])],
      { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const prefix = (chunk: Buffer) => chunk.toString().replace(/^(?=.)/gm, `[app-${index + 1}] `);
    child.stdout.on('data', (chunk: Buffer) => (options.verbose ? process.stdout.write(prefix(chunk)) : undefined));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
    children[index] = child;
  };
  // The first instance migrates and seeds; the second starts once it is up (both would be safe: an advisory lock serialises them).
  launch(0);
  await waitFor(`${instances[0]}/api/health`);
  launch(1);
  await waitFor(`${instances[1]}/api/health`);
  const nginx = startNginx(
    {
      listen: `127.0.0.1:${nginxPort}`,
      instances: ports.map((port) => `127.0.0.1:${port}`),
      extra: options.nginxExtra,
      rateLimitMultiplier: Number(options.env?.RATE_LIMIT_MULTIPLIER ?? process.env.RATE_LIMIT_MULTIPLIER ?? 1),
    },
    (chunk) => process.stderr.write(`[nginx] ${chunk.toString()}`),
  );
  await waitFor(`${site}/api/health`);
  return {
    site,
    instances,
    storage: s3 ? `a local S3-compatible store at ${s3.endpoint}` : `the bucket ${process.env.S3_BUCKET}`,
    kill(index) {
      children[index]?.kill('SIGKILL');
    },
    async restart(index) {
      launch(index);
      await waitFor(`${instances[index]}/api/health`);
    },
    async stop() {
      for (const child of children) if (child?.exitCode === null) child.kill('SIGTERM');
      nginx.stop();
      await s3?.close().catch(() => undefined);
    },
  };
}
