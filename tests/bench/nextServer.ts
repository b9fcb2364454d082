// `npm start` for a benchmark that starts its own server: on the embedded database in `.data/<folder>`, as
// `npm run demo` runs it, without demo accounts, with every rate limit raised (the benchmark is the crowd).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { root, waitFor } from '../scale/pair';

/** Starts it on 127.0.0.1:`port` and resolves once it answers. */
export async function startNext(port: number, folder: string, logLevel = 'warn'): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: root,
      env: { ...process.env, PGLITE_DIR: path.join(root, '.data', folder), RATE_LIMIT_MULTIPLIER: '1000', LOG_LEVEL: logLevel },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return child;
}

export async function stopNext(child: ChildProcess | undefined) {
  if (child?.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
