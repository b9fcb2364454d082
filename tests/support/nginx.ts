// nginx (Debian's package) in front of app instances, configured from the deployment template
// docs/nginx.conf: what scale:demo, scale:faults and the benchmarks run is what the docs deploy.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { RATE_RULES } from '@/lib/server/rateLimit';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const TEMPLATE = path.resolve(__dirname, '../../docs/nginx.conf');

export interface NginxOptions {
  /** host:port nginx listens on */
  listen: string;
  /** host:port of each app instance */
  instances: readonly string[];
  /** Extra server-level directives (a benchmark's static file location). */
  extra?: string;
  /** The instances' RATE_LIMIT_MULTIPLIER: nginx's limits in front of the cache follow it. */
  rateLimitMultiplier?: number;
}

/** nginx's limit on the routes the app's search rule counts: the same number a minute, per client address. */
export const searchPerMinute = (multiplier = 1) =>
  Math.round(((RATE_RULES.search.limit * 60_000) / RATE_RULES.search.windowMs) * multiplier);

/** docs/nginx.conf with its placeholders filled, its temporary files under dir. */
export function nginxConfig(dir: string, { listen, instances, extra = '', rateLimitMultiplier }: NginxOptions): string {
  const upstreams = instances.map((address) => `server ${address} max_fails=1 fail_timeout=2s;`).join('\n    ');
  return fs
    .readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{dir}}', dir)
    .replaceAll('{{listen}}', listen)
    .replace('{{upstreams}}', upstreams)
    .replaceAll('{{search_per_minute}}', String(searchPerMinute(rateLimitMultiplier)))
    .replace('# {{extra}}', extra);
}

/** Starts nginx with that configuration in a new temporary folder; stop() ends it. */
export function startNginx(
  options: NginxOptions,
  onOutput?: (chunk: Buffer) => void,
): { dir: string; process: ChildProcess; stop: () => void } {
  if (!fs.existsSync(NGINX_PATH)) throw new Error(`nginx not found at ${NGINX_PATH}: apt-get install nginx (or set NGINX_PATH).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  // Started as root, nginx's workers run as an unprivileged user: they must reach the cache and temp folders.
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, options));
  const child = spawn(NGINX_PATH, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (onOutput) {
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
  }
  return {
    dir,
    process: child,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

/** A GET whose body is kept as it came over the wire (fetch would decode it): what nginx really sends. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const sent = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) sent.set(name, String(value));
          resolve({ status: response.statusCode ?? 0, headers: sent, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
