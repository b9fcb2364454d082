// npm run scale:demo: two instances of the production build on one PostgreSQL database and one
// Redis, behind nginx (Debian's package) on one port, as several instances run in production.
//   npm run scale:demo              start them and keep them up (Ctrl-C stops everything)
//   npm run scale:demo -- --check   start them, check that they behave as one site, stop, exit 0/1
// Each instance is `npm start` (next start); nginx runs the deployment template docs/nginx.conf.
// Settings: SCALE_PORT (nginx, default 8080), SCALE_DATABASE_URL (default a database "scale_demo" on
// PG_ADMIN_URL's server, created when missing), REDIS_URL (default redis://127.0.0.1:6379),
// NGINX_PATH (default /usr/sbin/nginx); uploads go to a local S3-compatible store started here
// unless S3_BUCKET (and the other S3_* settings) name one. Needs a production build (`npm run build`).
import { gunzipSync } from 'node:zlib';

import IORedis from 'ioredis';
import { TOTP } from 'otpauth';
import sharp from 'sharp';

import { rawGet, searchPerMinute } from '../support/nginx';

import { startPair, type Pair } from './pair';

const nginxPort = Number(process.env.SCALE_PORT ?? 8080);
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseUrl = process.env.SCALE_DATABASE_URL ?? adminUrl.replace(/\/[^/]*$/, '/scale_demo');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const check = process.argv.includes('--check');
let pair: Pair | undefined;
let site = '';

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

// ---- The checks (--check) ----

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

async function json(response: Response) {
  return (await response.json()) as { success: boolean; data?: Record<string, unknown>; message?: string };
}

function expectThat(condition: boolean, message: string) {
  if (!condition) throw new Error(`check failed: ${message}`);
  log(`  ok: ${message}`);
}

const instance = (index: 0 | 1) => pair!.instances[index]!;
// Sent as from the site's own pages: the Origin is the address the request goes to (the CSRF check).
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...headers },
    body: JSON.stringify(body),
  });

async function runChecks() {
  log('Checking that the two instances behave as one site:');
  // 1. Signed in through one instance, still signed in on the other.
  const signIn = await post(`${instance(0)}/api/v1/user/auth/login`, { email: 'investor@example.com', password: 'Investor@123' });
  expectThat(signIn.ok, `the demo investor signs in through instance 1 (HTTP ${signIn.status})`);
  const investor = cookieOf(signIn);
  const cart = await fetch(`${instance(1)}/api/v1/user/checkOut/getDetails`, { headers: { cookie: investor } });
  expectThat(cart.ok, `instance 2 serves the same investor's cart with that session (HTTP ${cart.status})`);
  // A session ended through one instance is refused by the other at once, though the other had just
  // checked (and kept) it: the end reaches every instance through Redis.
  const second = cookieOf(await post(`${instance(1)}/api/v1/user/auth/login`, { email: 'investor@example.com', password: 'Investor@123' }));
  expectThat(
    (await fetch(`${instance(0)}/api/v1/user/profile`, { headers: { cookie: second } })).ok,
    'a second session works on instance 1',
  );
  const signOut = await post(`${instance(1)}/api/v1/common/auth/logout`, {}, { cookie: second });
  const afterSignOut = await fetch(`${instance(0)}/api/v1/user/profile`, { headers: { cookie: second } });
  expectThat(
    signOut.ok && afterSignOut.status === 401,
    `signed out through instance 2, its token is refused by instance 1 at once (HTTP ${afterSignOut.status})`,
  );
  expectThat((await fetch(`${instance(0)}/api/v1/user/profile`, { headers: { cookie: investor } })).ok, 'the first session goes on');

  // 2. A price changed through one instance is on the page the other serves, at once.
  const step = 30_000; // the next step's code (one step of drift is accepted), never this step's, which another run may have used
  const code = new TOTP({ secret: 'JBSWY3DPEHPK3PXP' }).generate({ timestamp: Date.now() + step });
  const operatorSignIn = await post(`${instance(0)}/api/v1/admin/auth/login`, {
    email: 'operator@example.com',
    password: 'Operator@123',
    code,
  });
  expectThat(operatorSignIn.ok, `the demo operator signs in through instance 1 (HTTP ${operatorSignIn.status})`);
  const operator = cookieOf(operatorSignIn);
  const list = await json(await fetch(`${instance(1)}/api/v1/admin/getCompanyList?page=1&limit=1`));
  const slug = (list.data?.result as { slug: string }[] | undefined)?.[0]?.slug;
  if (!slug) throw new Error('no company to change');
  const page = `/indian-stocks/${slug}`;
  // Both instances hold a fresh copy first: a stale one is rendered again in the background, and a
  // render that started before the change and ended after it would put the old price back (Next's
  // incremental regeneration has no order between renders) until the page's next refresh.
  for (const index of [0, 1] as const) {
    let fresh = false;
    for (let i = 0; i < 40 && !fresh; i++) {
      fresh = (await fetch(`${instance(index)}${page}`)).headers.get('x-nextjs-cache') === 'HIT';
      if (!fresh) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expectThat(fresh, `instance ${index + 1} holds a fresh copy of ${page}`);
  }
  // nginx has the page in its micro-cache before the change (a second request within 5 s is a HIT).
  let cached = false;
  for (let i = 0; i < 5 && !cached; i++) cached = (await fetch(`${site}${page}`)).headers.get('x-cache') === 'HIT';
  expectThat(cached, 'nginx answers the company page from its micro-cache');
  // A new price within the four-eyes threshold (10% by default), so it applies at once: 1 to 5% up.
  const current = (await (await fetch(`${instance(0)}/api/v1/admin/companies/${slug}`, { headers: { cookie: operator } })).json()) as {
    data: { pricePaise: number };
  };
  const price = Math.round(current.data.pricePaise * (1.01 + Math.random() * 0.04));
  const change = await fetch(`${instance(0)}/api/v1/admin/companies/${slug}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: instance(0), cookie: operator },
    body: JSON.stringify({ pricePaise: price }),
  });
  expectThat(change.status === 200, `the operator changes ${slug}'s price to ${price} paise through instance 1 (HTTP ${change.status})`);
  const html = await (await fetch(`${instance(1)}${page}`)).text();
  expectThat(
    html.includes(`"pricePaise":${price}`),
    'instance 2 serves the company page with the new price at once (the page cache in Redis)',
  );
  // Through nginx: within its 5 s micro-cache, whichever instance answers.
  const changedAt = Date.now();
  let seen = false;
  while (!seen && Date.now() - changedAt < 8_000) {
    seen = (await (await fetch(`${site}${page}`)).text()).includes(`"pricePaise":${price}`);
    if (!seen) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expectThat(
    seen,
    `the site behind nginx shows the new price after ${((Date.now() - changedAt) / 1000).toFixed(1)} s (at most 5 s + a render)`,
  );
  // Put back as it was: steps add up under four eyes until a price has stood a working day, so a check
  // that only ever raised the price would, run after run on one database, need a second person.
  const restored = await fetch(`${instance(0)}/api/v1/admin/companies/${slug}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: instance(0), cookie: operator },
    body: JSON.stringify({ pricePaise: current.data.pricePaise }),
  });
  expectThat(restored.status === 200, `the price of ${slug} is put back (HTTP ${restored.status})`);

  // 2b. Compression is nginx's, for pages it keeps and pages it does not; a signed-in page is never kept.
  for (const path of ['/', '/screener', page, '/api/v1/admin/getCompanyList?page=1&limit=5']) {
    const response = await fetch(`${site}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
    await response.arrayBuffer();
    expectThat(
      response.headers.get('content-encoding') === 'gzip',
      `nginx sends ${path} gzipped (${response.headers.get('content-encoding')})`,
    );
  }
  const dashboard = [0, 1].map(() => fetch(`${site}/dashboard`, { headers: { cookie: investor, 'accept-encoding': 'gzip' } }));
  const signedIn = await Promise.all(dashboard);
  expectThat(
    signedIn.every(
      (response) => response.ok && response.headers.get('x-cache') !== 'HIT' && response.headers.get('content-encoding') === 'gzip',
    ),
    `the investor's dashboard through nginx is never a cached copy, and is sent gzipped (${signedIn.map((response) => `${response.status} ${response.headers.get('x-cache')} ${response.headers.get('content-encoding')}`).join(', ')})`,
  );
  await Promise.all(signedIn.map((response) => response.arrayBuffer()));

  // 3. Rate limits count across both: the contact form allows 5 an hour per client address.
  // A fresh address for this run (TRUST_PROXY), from IPv6's documentation block: 64 random bits, so
  // no earlier run on the same Redis (CI runs against the services as a session left them) has used it.
  // Its window is cleared all the same, so the count starts at zero whatever that Redis holds.
  const client = `2001:db8::${crypto.randomUUID().replace(/-/g, '').slice(0, 16).match(/.{4}/g)?.join(':')}`;
  const redis = new IORedis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.del(`rate:contact:${client}`); // RedisRateStore's prefix + RATE_RULES.contact's name + the address
  } finally {
    redis.disconnect();
  }
  const statuses: number[] = [];
  let refusal = '';
  for (let i = 0; i < 6; i++) {
    const response = await post(
      `${instance((i % 2) as 0 | 1)}/api/v1/common/contact`,
      { fullName: 'Scale Check', email: 'scale-check@example.com', subject: 'General', message: 'Counting rate limits across instances.' },
      { 'x-forwarded-for': client },
    );
    statuses.push(response.status);
    if (i < 5 && !response.ok && !refusal) refusal = ` (first refusal: ${await response.text()})`;
  }
  expectThat(
    statuses.slice(0, 5).every((status) => status >= 200 && status < 300) && statuses[5] === 429,
    `5 contact messages alternating between the instances pass, the 6th is refused (${statuses.join(', ')})${refusal}`,
  );

  // 4. Uploads live in the object store both read: a profile picture sent through one instance is
  // served by the other.
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f6f5c' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'scale-check.png');
  const upload = await fetch(`${instance(0)}/api/v1/image/user/profile`, {
    method: 'POST',
    headers: { origin: instance(0), cookie: investor },
    body: form,
  });
  const uploaded = await json(upload);
  const imagePath = (uploaded.data as { profileImage?: string } | undefined)?.profileImage ?? '';
  expectThat(upload.ok && imagePath !== '', `the investor uploads a profile picture through instance 1 (HTTP ${upload.status})`);
  const fromOther = await fetch(`${instance(1)}${imagePath}`);
  const served = Buffer.from(await fromOther.arrayBuffer());
  const fromFirst = Buffer.from(await (await fetch(`${instance(0)}${imagePath}`)).arrayBuffer());
  expectThat(
    fromOther.ok && fromOther.headers.get('content-type') === 'image/webp' && served.length > 0 && served.equals(fromFirst),
    `instance 2 serves the same picture from the object store (HTTP ${fromOther.status}, ${served.length} bytes)`,
  );

  // 5. The public API answers that are the same for everyone are kept by nginx, for anonymous callers only.
  const search = '/api/v1/admin/getCompanyList?page=1&limit=5';
  const anonymousSearch = await cachedCopy(search);
  expectThat(
    anonymousSearch.headers.get('x-cache') === 'HIT',
    `nginx answers the company search from its micro-cache (${anonymousSearch.headers.get('x-cache')})`,
  );
  const signedInSearch = await Promise.all([0, 1].map(() => rawGet(`${site}${search}`, { cookie: investor })));
  expectThat(
    signedInSearch.every(
      (answer) =>
        answer.status === 200 && answer.headers.get('x-cache') !== 'HIT' && (answer.headers.get('cache-control') ?? '').includes('private'),
    ),
    `a signed-in investor's search is never a cached copy, and the app marks it private (${signedInSearch.map((answer) => `${answer.status} ${answer.headers.get('x-cache')} ${answer.headers.get('cache-control')}`).join(', ')})`,
  );

  // 6. A cached page leaves nginx as the bytes an instance compressed, and is served with both instances
  // stopped. The same page, compressed by an instance and by nginx at its own level, would differ.
  const home = '/';
  let fromInstance = await rawGet(`${instance(0)}${home}`, { 'accept-encoding': 'gzip' });
  let stored = await cachedCopy(home, { 'accept-encoding': 'gzip' });
  // A page rendered again between the two requests (its data moved): ask both again.
  for (let i = 0; i < 5 && !decoded(fromInstance).equals(decoded(stored)); i++) {
    fromInstance = await rawGet(`${instance(0)}${home}`, { 'accept-encoding': 'gzip' });
    stored = await cachedCopy(home, { 'accept-encoding': 'gzip' });
  }
  expectThat(
    fromInstance.headers.get('content-encoding') === 'gzip' &&
      stored.headers.get('x-cache') === 'HIT' &&
      stored.headers.get('content-encoding') === 'gzip',
    `an instance sends the home page gzipped, and nginx answers it gzipped from its micro-cache (${stored.headers.get('x-cache')})`,
  );
  expectThat(
    stored.body.equals(fromInstance.body),
    `nginx's cached copy is the instance's gzip, byte for byte: not compressed again (${stored.body.length} and ${fromInstance.body.length} bytes)`,
  );
  pair!.kill(0);
  pair!.kill(1);
  const withoutInstances = await rawGet(`${site}${home}`, { 'accept-encoding': 'gzip' });
  expectThat(
    withoutInstances.headers.get('x-cache') === 'HIT' && withoutInstances.body.equals(stored.body),
    `with both instances stopped, nginx sends the same gzipped bytes from its cache (${withoutInstances.status} ${withoutInstances.headers.get('x-cache')})`,
  );
  const plain = await rawGet(`${site}${home}`);
  expectThat(
    plain.status === 200 &&
      plain.headers.get('x-cache') === 'HIT' &&
      plain.headers.get('content-encoding') === null &&
      plain.body.equals(decoded(stored)),
    `a client without Accept-Encoding gets the same cached copy as plain HTML (${plain.status} ${plain.headers.get('x-cache')}, ${plain.body.length} bytes, encoding ${plain.headers.get('content-encoding') ?? 'none'})`,
  );

  // 7. The search limit counts every request in front of the cache: with no instance to count them,
  // a burst past a minute's worth from one address is refused by nginx, in the API's envelope.
  const limit = searchPerMinute();
  const answers = await burst(`${site}${search}`, limit + 300);
  const refused = answers.filter((answer) => answer.status === 429);
  const kept = answers.filter((answer) => answer.status === 200 && ['HIT', 'STALE'].includes(answer.headers.get('x-cache') ?? ''));
  const envelope = refused[0] && (JSON.parse(refused[0].body.toString()) as { success?: boolean; code?: string; message?: string });
  expectThat(
    refused.length > 0 && kept.length + refused.length === answers.length && kept.length >= limit * 0.9,
    `${answers.length} searches at once from one address: ${kept.length} answered from the cache, ${refused.length} refused with 429`,
  );
  expectThat(
    envelope?.success === false &&
      envelope.code === 'rate_limited' &&
      typeof envelope.message === 'string' &&
      Number(refused[0]?.headers.get('retry-after')) > 0 &&
      (refused[0]?.headers.get('content-type') ?? '').includes('json'),
    `nginx's 429 is in the API's envelope with Retry-After (${refused[0]?.body.toString().trim()}, Retry-After: ${refused[0]?.headers.get('retry-after')})`,
  );
}

/** Asks nginx for path until it answers from its cache (the first request may fill it). */
async function cachedCopy(path: string, headers: Record<string, string> = {}) {
  let answer = await rawGet(`${site}${path}`, headers);
  for (let i = 0; i < 5 && answer.headers.get('x-cache') !== 'HIT'; i++) answer = await rawGet(`${site}${path}`, headers);
  return answer;
}

type RawAnswer = Awaited<ReturnType<typeof rawGet>>;

const decoded = (answer: RawAnswer) => (answer.headers.get('content-encoding') === 'gzip' ? gunzipSync(answer.body) : answer.body);

/** `count` GETs of url, 20 at a time. */
async function burst(url: string, count: number) {
  const answers: RawAnswer[] = [];
  let next = 0;
  const worker = async () => {
    while (next++ < count) answers.push(await rawGet(url));
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return answers;
}

async function main() {
  pair = await startPair({
    nginxPort,
    databaseUrl,
    adminUrl,
    redisUrl,
    // The checks sign in as the demo investor and operator; `npm run bench:load` against it as the load investors.
    env: { DEMO_ACCOUNTS: 'true', LOAD_TEST_INVESTORS: process.env.LOAD_TEST_INVESTORS ?? '200' },
    verbose: !check,
  });
  site = pair.site;
  log(
    `Two instances (${pair.instances.join(', ')}) behind nginx at ${site}, on ${databaseUrl} and ${redisUrl}, uploads in ${pair.storage}.`,
  );
  if (!check) {
    log('Ctrl-C stops them.');
    return;
  }
  try {
    await runChecks();
    log('All checks passed.');
  } finally {
    await pair.stop();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void (pair?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

main().catch(async (error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  await pair?.stop();
  process.exit(1);
});
