// npm run scale:faults: the nginx pair (tests/scale/pair.ts) under the crowd of bench:load, while one
// thing after another fails: an instance is killed (and started again), PostgreSQL restarts, Redis stops
// (and starts again). Reports, per fault, the requests that failed (network errors, 503s, other answers
// >= 500, and apart from them requests not answered within 10 s, which an overloaded machine causes
// without any fault: compare with the baseline) and the seconds from the fault to the last failure.
// It runs its own PostgreSQL cluster and Redis on their own ports (a restart must not touch anyone
// else's): Debian's postgresql and redis-server packages. Needs a production build (`npm run build`).
//   FAULTS_PORT (nginx, default 8180; the instances take the next two)  FAULTS_VISITORS (default 50)
//   FAULTS_PG_PORT (default 5499)  FAULTS_REDIS_PORT (default 6399)  PG_BIN (default /usr/lib/postgresql/15/bin)
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { runLoad, type LoadEvent } from '../bench/load';
import { startPair, type Pair } from './pair';

const nginxPort = Number(process.env.FAULTS_PORT ?? 8180);
const visitors = Number(process.env.FAULTS_VISITORS ?? 50);
const pgPort = Number(process.env.FAULTS_PG_PORT ?? 5499);
const redisPort = Number(process.env.FAULTS_REDIS_PORT ?? 6399);
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

const log = (message: string) => process.stdout.write(`${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const run = promisify(execFile);

/**
 * A PostgreSQL binary, run as the postgres user when we are root (initdb and postgres refuse root).
 * Asynchronous: this process also drives the crowd, which must keep sending requests during a fault.
 */
async function pgCommand(binary: string, args: string[]) {
  const command = path.join(pgBin, binary);
  await (asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));
}

async function startPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  await pgCommand('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const ctl = (action: string, extra: string[] = []) =>
    pgCommand('pg_ctl', [
      '-D',
      dir,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      ...extra,
      action,
    ]);
  await ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${pgPort}`,
    restart: () => ctl('restart', ['-m', 'fast']),
    stop: async () => {
      await ctl('stop', ['-m', 'immediate']).catch(() => undefined); // already stopped
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function startRedis(): { start: () => Promise<void>; stop: () => void } {
  let child: ChildProcess | undefined;
  return {
    async start() {
      child = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      for (let i = 0; i < 40; i++) {
        try {
          await run('redis-cli', ['-p', String(redisPort), 'ping']);
          return;
        } catch {
          await sleep(100);
        }
      }
      throw new Error('redis-server did not start');
    },
    stop() {
      child?.kill('SIGKILL');
      child = undefined;
    },
  };
}

interface Fault {
  name: string;
  at: number;
  /** when the thing that failed was back (an instance started again, the server restarted) */
  backAt?: number;
}

function report(faults: Fault[], events: LoadEvent[], endedAt: number) {
  const rows = faults.map((fault, index) => {
    const until = faults[index + 1]?.at ?? endedAt;
    const during = events.filter((event) => event.at >= fault.at && event.at < until);
    const failed = during.filter((event) => event.status === 0 || event.status >= 500);
    const last = failed.at(-1);
    return {
      fault: fault.name,
      requests: during.length,
      'timeouts (10 s)': during.filter((event) => event.status === -1).length,
      network: failed.filter((event) => event.status === 0).length,
      '503': failed.filter((event) => event.status === 503).length,
      'other >=500': failed.filter((event) => event.status >= 500 && event.status !== 503).length,
      'seconds to recover': last ? ((last.at - fault.at) / 1000).toFixed(1) : '0',
      'back after s': fault.backAt ? ((fault.backAt - fault.at) / 1000).toFixed(1) : '',
    };
  });
  console.table(rows);
  return rows;
}

async function main() {
  log(`Starting PostgreSQL on ${pgPort} and Redis on ${redisPort} for this run...`);
  const postgres = await startPostgres();
  const redis = startRedis();
  await redis.start();
  let pair: Pair | undefined;
  try {
    pair = await startPair({
      nginxPort,
      databaseUrl: `${postgres.url}/faults`,
      adminUrl: `${postgres.url}/postgres`,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      env: { DEMO_ACCOUNTS: 'true', LOAD_TEST_INVESTORS: String(visitors), RATE_LIMIT_MULTIPLIER: '1000' },
    });
    const running = pair;
    log(`Two instances behind nginx at ${running.site}; ${visitors} visitors for 100 s, a fault every 15 s.`);
    const faults: Fault[] = [];
    const started = Date.now();
    const load = runLoad({ url: running.site, visitors, seconds: 100, thinkMs: 0, rampSeconds: 0 });
    const at = (seconds: number) => sleep(Math.max(0, started + seconds * 1000 - Date.now()));
    const script = (async () => {
      await at(5);
      faults.push({ name: 'none (baseline)', at: Date.now() });
      await at(20);
      const kill: Fault = { name: 'instance 2 killed (SIGKILL)', at: Date.now() };
      faults.push(kill);
      running.kill(1);
      await at(35);
      const restart: Fault = { name: 'instance 2 started again', at: Date.now() };
      faults.push(restart);
      await running.restart(1);
      restart.backAt = Date.now();
      await at(50);
      const database: Fault = { name: 'PostgreSQL restarted (fast)', at: Date.now() };
      faults.push(database);
      await postgres.restart();
      database.backAt = Date.now();
      await at(65);
      const cache: Fault = { name: 'Redis stopped', at: Date.now() };
      faults.push(cache);
      redis.stop();
      await at(80);
      const back: Fault = { name: 'Redis started again', at: Date.now() };
      faults.push(back);
      await redis.start();
      back.backAt = Date.now();
    })();
    const [result] = await Promise.all([load, script]);
    const rows = report(faults, result.events, Date.now());
    const database = rows.find((row) => row.fault.startsWith('PostgreSQL'));
    const redisRows = rows.filter((row) => row.fault.startsWith('Redis'));
    const problems = [
      ...(database && database['other >=500'] > 0 ? ['answers >= 500 other than 503 while PostgreSQL restarted'] : []),
      ...(redisRows.some((row) => row['other >=500'] + row.network + row['503'] > 0) ? ['failures while Redis was away'] : []),
    ];
    log(problems.length ? `Not as intended: ${problems.join('; ')}.` : 'Every fault cost only what is written above.');
    if (problems.length) process.exitCode = 1;
  } finally {
    await pair?.stop();
    redis.stop();
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
