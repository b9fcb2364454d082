// npm run bench:bodies: the server's memory (resident set, read from /proc, so Linux only) before, during
// and after 30 POSTs of a 20 MB body to the sign-in API, all at once, each body sent in full (as a client
// does that writes its body before reading the answer). The API refuses a body over 1 MB: what matters is
// what the server keeps meanwhile, and whether it gives it back. Printed, never asserted.
//   npm run bench:bodies                 starts `npm start` on an embedded database of its own (.data/bench-bodies)
//   BENCH_URL=… BENCH_PID=… npm run bench:bodies   measures a running server (the process that listens)
//   BENCH_PORT (default 3290)  BENCH_BODIES (default 30)  BENCH_BODY_MB (default 20)
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

import { startNext, stopNext } from './nextServer';

const bodies = Number(process.env.BENCH_BODIES ?? 30);
const bodyBytes = Number(process.env.BENCH_BODY_MB ?? 20) * 1024 * 1024;
const SIGN_IN = '/api/v1/user/auth/login';

/** The resident memory of a process and everything it started, in MB. */
function residentMb(pid: number): number {
  const pids = [pid];
  // The list grows as children are found; an array's iterator visits what is pushed while it runs.
  for (const parent of pids) {
    for (const task of fs.readdirSync(`/proc/${parent}/task`)) {
      const children = fs.readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  const kb = pids.reduce((sum, each) => sum + Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${each}/status`, 'utf8'))?.[1] ?? 0), 0);
  return Math.round(kb / 1024);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  let server: ChildProcess | undefined;
  let base = process.env.BENCH_URL?.replace(/\/$/, '');
  let pid = Number(process.env.BENCH_PID);
  if (!base) {
    const port = Number(process.env.BENCH_PORT ?? 3290);
    server = await startNext(port, 'bench-bodies', 'error');
    base = `http://127.0.0.1:${port}`;
    pid = server.pid!;
  }
  if (!Number.isInteger(pid) || pid <= 0) throw new Error('Set BENCH_PID to the process of the server at BENCH_URL.');
  try {
    // Warm: the route compiled and the database open, as after the first visitors.
    for (let i = 0; i < 5; i++) {
      await fetch(`${base}${SIGN_IN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@b.c","password":"x"}',
      });
    }
    await pause(2_000);
    const before = residentMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 100);
    const body = Buffer.alloc(bodyBytes, 0x20);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: bodies }, async () => {
        const sent = performance.now();
        const response = await fetch(`${base}${SIGN_IN}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - sent };
      }),
    );
    const allMs = performance.now() - started;
    const after = residentMb(pid);
    await pause(10_000);
    clearInterval(sampler);
    const settled = residentMb(pid);
    const counts = new Map<number, number>();
    for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
    const statuses = [...counts].map(([status, count]) => `${count} × ${status}`);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    const change = (mb: number) => `${mb} MB (${mb >= before ? '+' : '−'}${Math.abs(mb - before)})`;
    process.stdout.write(
      `${bodies} POSTs of ${bodyBytes / 1024 / 1024} MB to ${SIGN_IN} at once, on ${base} (pid ${pid}): ${statuses.join(', ')}, ` +
        `all answered in ${Math.round(allMs)} ms (slowest ${Math.round(slowest)} ms)\n` +
        `Resident memory: before ${before} MB, peak ${change(peak)}, just after ${change(after)}, 10 s later ${change(settled)}\n`,
    );
  } finally {
    await stopNext(server);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
