// `npm run demo`: the whole site with the demo accounts of the README, in one command. Builds when the
// production build is missing or older than the sources, then runs `npm start` (whatever it starts) with
// DEMO_ACCOUNTS=true on the embedded database (PGLITE_DIR, default .data/pglite), DATABASE_URL ignored.
// It listens on 127.0.0.1 only (the accounts' passwords are public) unless a hostname is named, and the
// links it writes (emails) name the address it listens on (NEXT_PUBLIC_SITE_URL, unless set).
// Plain Node: it runs before anything is built and needs no TypeScript loader.
//   Arguments after `--` go to `npm start`, e.g. `npm run demo -- -p 4000` or `-- -H 0.0.0.0`.
//   NEXT_DIST_DIR: the build's folder, as `npm start` reads it (default .next).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// What `next build` reads. A change to any of them, or a file added, removed or renamed in one of the
// folders (which changes that folder's own time), makes the build out of date.
const BUILD_INPUTS = [
  'pages',
  'components',
  'layouts',
  'lib',
  'styles',
  'public',
  'middleware.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'postcss.config.mjs',
];

/**
 * Whether a finished production build is newer than every build input. Modification times, not
 * contents: one stat per file (milliseconds for the whole tree, against minutes for a build), and an
 * edit, a pull or a checkout sets a file's time to now. The stamp is Next's export-marker.json, which
 * `next build` deletes when it starts and writes last, after every page is rendered: a build that failed
 * or was interrupted counts as none (its BUILD_ID, written earlier, would not tell).
 */
export function buildIsCurrent(dir, distDir) {
  let stamp;
  try {
    stamp = fs.statSync(path.join(dir, distDir, 'export-marker.json')).mtimeMs;
  } catch {
    return false;
  }
  return BUILD_INPUTS.every((input) => !changedSince(path.join(dir, input), stamp));
}

function changedSince(file, time) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return false; // an input this checkout does not have
  }
  if (stat.mtimeMs > time) return true;
  return stat.isDirectory() && fs.readdirSync(file).some((name) => changedSince(path.join(file, name), time));
}

const LOOPBACK = '127.0.0.1';
// Next's defaults for `next start` (-p, --port falls back to PORT).
const DEFAULT_PORT = '3000';

/** The value of `-p 4000`, `-p4000`, `--port 4000` or `--port=4000` (and -H, --hostname alike), as Next's CLI reads them. */
function optionValue(args, short, long) {
  let value;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === short || arg === long) value = args[++i];
    else if (arg.startsWith(`${long}=`)) value = arg.slice(long.length + 1);
    else if (arg.startsWith(short) && arg.length > short.length) value = arg.slice(short.length).replace(/^=/, '');
  }
  return value;
}

const isAnyAddress = (host) => host === '0.0.0.0' || host === '::' || host === '[::]';

/** A host as a URL writes it: an IPv6 address in brackets; any address (0.0.0.0, ::) as localhost, which reaches it here. */
function urlHost(host) {
  if (isAnyAddress(host)) return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * What `npm start` runs with: the arguments given after `--`, plus `-H 127.0.0.1` unless they name a
 * hostname; the address it listens on; and the site's address for links (NEXT_PUBLIC_SITE_URL as
 * given, else made from that host and port).
 */
export function startOptions(args, env) {
  const named = optionValue(args, '-H', '--hostname');
  const hostname = named ?? LOOPBACK;
  const port = optionValue(args, '-p', '--port') ?? env.PORT ?? DEFAULT_PORT;
  const address = `http://${urlHost(hostname)}:${port}`;
  return {
    args: named === undefined ? [...args, '-H', LOOPBACK] : args,
    hostname,
    address,
    siteUrl: env.NEXT_PUBLIC_SITE_URL || address,
  };
}

const isLoopback = (host) => host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** The lines the demo prints before the server's own: where it listens, and how to open it to the network. */
export function listeningNotice({ hostname, address, siteUrl }) {
  const lines = isLoopback(hostname)
    ? [
        `The demo listens on ${hostname} only, so only this machine can open it: ${address}`,
        "Its accounts' passwords are public (README). To let other machines in, name an address to listen on:",
        '  npm run demo -- -H 0.0.0.0   (every network this machine is on)',
      ]
    : [
        `The demo listens on ${hostname}: ${address}`,
        'Other machines that reach it can sign in with the demo accounts, whose passwords are public (README).',
      ];
  lines.push(`Links in emails: ${siteUrl}`);
  if (isAnyAddress(hostname) && siteUrl === address) {
    lines.push('  (for other machines, set NEXT_PUBLIC_SITE_URL to the address they use, e.g. http://192.0.2.10:3000)');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Runs an npm script with the npm that runs this one (npm_execpath), else the one on the PATH, and
 * resolves with its exit code. On POSIX it gets a process group of its own, and Ctrl-C or a SIGTERM
 * sent here reaches every process in it: npm runs a script through a shell, which a SIGTERM alone would
 * end, leaving the server running without a parent.
 */
function npm(args, env) {
  const posix = process.platform !== 'win32';
  const cli = process.env.npm_execpath;
  const options = { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: posix, shell: !cli && !posix };
  const child = cli ? spawn(process.execPath, [cli, ...args], options) : spawn('npm', args, options);
  const forward = (signal) => {
    try {
      if (posix) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // Already gone.
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      for (const name of ['SIGINT', 'SIGTERM']) process.off(name, forward);
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
  });
}

async function main() {
  // The build too renders pages from the database it will be served with. An empty DATABASE_URL also
  // keeps a .env file's from applying (Next fills in only unset variables).
  const env = { ...process.env, DEMO_ACCOUNTS: 'true', DATABASE_URL: '' };
  if (!buildIsCurrent(root, process.env.NEXT_DIST_DIR || '.next')) {
    process.stdout.write('No production build, or sources newer than it: building first (npm run build).\n');
    const built = await npm(['run', 'build'], env);
    if (built !== 0) process.exit(built);
  }
  const start = startOptions(process.argv.slice(2), process.env);
  process.stdout.write(listeningNotice(start));
  process.exit(await npm(['start', '--', ...start.args], { ...env, NEXT_PUBLIC_SITE_URL: start.siteUrl }));
}

// Run as a script (not when a test imports buildIsCurrent).
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(fileURLToPath(import.meta.url))) await main();
