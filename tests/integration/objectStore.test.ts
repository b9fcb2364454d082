// The upload stores against real storage: local disk, and an S3-compatible server on loopback that checks
// Signature V4 (tests/support/s3.ts). The same contract for both; then the S3 store's failures, the
// configuration that picks a store, and uploads through the real API handlers landing in the bucket.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { itemAt } from '@/lib/arrays';
import { getDb } from '@/lib/server/db/client';
import { supportMessages, supportTickets, users } from '@/lib/server/db/schema';
import { env, parseEnv } from '@/lib/server/env';
import {
  createImageStore,
  InvalidImageKeyError,
  LocalDiskImageStore,
  ObjectStoreError,
  S3ImageStore,
  useImageStore,
  type ImageStore,
} from '@/lib/server/images/store';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { IMAGE_URL_PREFIX } from '@/lib/server/services/profile';
import * as imageFile from '@/pages/api/v1/image/files/[key]';
import * as userImage from '@/pages/api/v1/image/user/profile';
import * as userAttachment from '@/pages/api/v1/user/support/tickets/[id]/attachments/[messageId]';
import * as userTickets from '@/pages/api/v1/user/support/tickets';

import { startLocalS3, type LocalS3 } from '../support/s3';
import { bearer, download, sendForm } from './http';
import { newInvestor } from './orderFixtures';

let s3: LocalS3;
let diskRoot: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  diskRoot = await mkdtemp(path.join(tmpdir(), 'upload-store-'));
});
afterAll(async () => {
  useImageStore(undefined);
  await s3.close();
  await rm(diskRoot, { recursive: true, force: true });
});

/** The environment variables that point the application at this server's bucket. */
function s3EnvOf(server: LocalS3) {
  const config = server.config();
  return {
    S3_BUCKET: config.bucket,
    S3_ENDPOINT: config.endpoint,
    S3_ACCESS_KEY_ID: config.accessKeyId,
    S3_SECRET_ACCESS_KEY: config.secretAccessKey,
  };
}

const IMAGE_KEY = 'a3f0c2e4b6d8019283746556473829ab.webp';
const ATTACHMENT_KEY = 'support/00112233445566778899aabbccddeeff';
// Every byte value, so nothing on the way may treat the file as text.
const ALL_BYTES = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

const INVALID_KEYS = [
  '',
  '../escape.webp',
  '/etc/passwd',
  'a/b.webp',
  'support/../a3f0c2e4b6d8019283746556473829ab.webp',
  'support/a/00112233445566778899aabbccddeeff',
  `${IMAGE_KEY}/..`,
  'A3F0C2E4B6D8019283746556473829AB.webp',
  'a3f0c2e4b6d8019283746556473829ab.exe',
  'a3f0c2e4b6d8019283746556473829ab.webp?x=1',
  '%2e%2e/a3f0c2e4b6d8019283746556473829ab.webp',
  'support\\00112233445566778899aabbccddeeff',
];

describe.each([
  ['local disk', () => new LocalDiskImageStore(diskRoot)],
  ['S3 (path style)', () => new S3ImageStore(s3.config())],
])('the %s store', (_, makeStore: () => ImageStore) => {
  let store: ImageStore;
  beforeAll(() => {
    store = makeStore();
  });

  it('gives back the bytes it was given, with the content type the key stands for', async () => {
    await store.put(IMAGE_KEY, ALL_BYTES);
    await store.put(ATTACHMENT_KEY, Buffer.from('%PDF-1.4 attachment'));
    const image = await store.get(IMAGE_KEY);
    expect(image?.contentType).toBe('image/webp');
    expect(image?.data.equals(ALL_BYTES)).toBe(true);
    const attachment = await store.get(ATTACHMENT_KEY);
    expect(attachment?.contentType).toBe('application/octet-stream');
    expect(attachment?.data.toString()).toBe('%PDF-1.4 attachment');
    await store.delete(IMAGE_KEY);
    await store.delete(ATTACHMENT_KEY);
  });

  it('answers null for a key it never stored', async () => {
    expect(await store.get('ffffffffffffffffffffffffffffffff.webp')).toBeNull();
    expect(await store.get('support/ffffffffffffffffffffffffffffffff')).toBeNull();
  });

  it('deletes, and deleting what is not there is no error', async () => {
    await store.put(IMAGE_KEY, Buffer.from('x'));
    await store.delete(IMAGE_KEY);
    expect(await store.get(IMAGE_KEY)).toBeNull();
    await expect(store.delete(IMAGE_KEY)).resolves.toBeUndefined();
    await expect(store.delete('support/ffffffffffffffffffffffffffffffff')).resolves.toBeUndefined();
  });

  it.each(INVALID_KEYS)('refuses the key %j for every operation', async (key) => {
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(InvalidImageKeyError);
    await expect(store.get(key)).rejects.toThrow(InvalidImageKeyError);
    await expect(store.delete(key)).rejects.toThrow(InvalidImageKeyError);
  });
});

describe('the local disk store', () => {
  it('keeps support attachments in a support folder under its root, nothing outside it', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'upload-layout-'));
    try {
      const store = new LocalDiskImageStore(path.join(root, 'uploads'));
      await store.put(ATTACHMENT_KEY, Buffer.from('a'));
      await store.put(IMAGE_KEY, Buffer.from('b'));
      expect((await readdir(root, { recursive: true })).sort()).toEqual([
        'uploads',
        path.join('uploads', IMAGE_KEY),
        path.join('uploads', 'support'),
        path.join('uploads', ATTACHMENT_KEY),
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

/** A loopback port with nothing listening on it. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the S3 store when something is wrong', () => {
  const SECRET = 'not-the-right-secret-9f8e7d';

  it('names a wrong secret (the server checks the signature), without the secret', async () => {
    const store = new S3ImageStore(s3.config({ secretAccessKey: SECRET }));
    for (const attempt of [() => store.put(IMAGE_KEY, Buffer.from('x')), () => store.get(IMAGE_KEY), () => store.delete(IMAGE_KEY)]) {
      const error = await attempt().then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ObjectStoreError);
      expect((error as ObjectStoreError).status).toBe(403);
      expect((error as Error).message).toMatch(/HTTP 403 \(SignatureDoesNotMatch: .*\)\. Check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
      expect((error as Error).message).not.toContain(SECRET);
    }
  });

  it('names an unknown access key', async () => {
    const store = new S3ImageStore(s3.config({ accessKeyId: 'NO-SUCH-KEY' }));
    await expect(store.get(IMAGE_KEY)).rejects.toThrow(/HTTP 403 \(InvalidAccessKeyId: /);
  });

  it('treats a missing bucket as an error, never as a missing file', async () => {
    const store = new S3ImageStore(s3.config({ bucket: 'no-such-bucket' }));
    await expect(store.get(IMAGE_KEY)).rejects.toThrow(
      /S3 GET no-such-bucket\/.* failed with HTTP 404 \(NoSuchBucket: .*\)\. Check S3_BUCKET/,
    );
    await expect(store.put(IMAGE_KEY, Buffer.from('x'))).rejects.toThrow(/NoSuchBucket/);
    await expect(store.delete(IMAGE_KEY)).rejects.toThrow(/NoSuchBucket/);
  });

  it('says so when nothing answers at the endpoint', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const store = new S3ImageStore(s3.config({ endpoint }));
    await expect(store.get(IMAGE_KEY)).rejects.toThrow(`at ${endpoint} failed: could not reach the object store (ECONNREFUSED)`);
  });
});

describe('which store the configuration picks', () => {
  it('is local disk under UPLOAD_DIR without S3_BUCKET', async () => {
    const store = createImageStore(parseEnv({ UPLOAD_DIR: diskRoot }));
    expect(store).toBeInstanceOf(LocalDiskImageStore);
    await store.put(IMAGE_KEY, Buffer.from('on disk'));
    expect(existsSync(path.join(diskRoot, IMAGE_KEY))).toBe(true);
    await store.delete(IMAGE_KEY);
  });

  it('is the bucket with S3_BUCKET and the rest, and writes nothing under UPLOAD_DIR', async () => {
    const store = createImageStore(parseEnv({ UPLOAD_DIR: diskRoot, ...s3EnvOf(s3) }));
    expect(store).toBeInstanceOf(S3ImageStore);
    await store.put(IMAGE_KEY, Buffer.from('in the bucket'));
    expect((await new S3ImageStore(s3.config()).get(IMAGE_KEY))?.data.toString()).toBe('in the bucket');
    expect(existsSync(path.join(diskRoot, IMAGE_KEY))).toBe(false);
    await store.delete(IMAGE_KEY);
  });
});

describe('uploads through the API with S3 configured', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const bucket = () => new S3ImageStore(s3.config());

  /** Every file under UPLOAD_DIR (the default store's folder), to show the uploads did not land there. */
  const localFiles = async () => {
    const root = path.resolve(env().UPLOAD_DIR);
    return existsSync(root) ? (await readdir(root, { recursive: true })).sort() : [];
  };
  let before: string[];

  // The store the application builds from its environment when S3_BUCKET and the rest are set.
  const useConfiguredBucket = () => useImageStore(createImageStore(parseEnv({ ...process.env, ...s3EnvOf(s3) })));
  beforeAll(useConfiguredBucket);
  afterAll(() => useImageStore(undefined));
  beforeEach(async () => {
    resetRateLimits();
    before = await localFiles();
  });
  afterEach(async () => {
    expect(await localFiles()).toEqual(before);
  });

  it('keeps a profile picture in the bucket, serves it from there and removes the one it replaces', async () => {
    const investor = await newInvestor();
    const headers = await bearer('user', investor.id);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer();
    const first = await sendForm(userImage.default, {
      headers,
      files: [{ field: 'image', data: png, fileName: 'me.png', type: 'image/png' }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const url = (first.body.data as { profileImage: string }).profileImage;
    const key = url.slice(IMAGE_URL_PREFIX.length);
    const [row] = await (await getDb()).select({ profileImage: users.profileImage }).from(users).where(eq(users.id, investor.id));
    expect(row?.profileImage).toBe(url);

    const stored = await bucket().get(key);
    expect(stored?.contentType).toBe('image/webp');
    expect((await sharp(stored!.data).metadata()).format).toBe('webp');
    const served = await download(imageFile.default, { key });
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/webp');
    expect(served.data.equals(stored!.data)).toBe(true);

    const second = await sendForm(userImage.default, {
      headers,
      files: [{ field: 'image', data: png, fileName: 'me.png', type: 'image/png' }],
    });
    expect(second.status).toBe(200);
    const secondKey = (second.body.data as { profileImage: string }).profileImage.slice(IMAGE_URL_PREFIX.length);
    expect(await bucket().get(secondKey)).not.toBeNull();
    expect(await bucket().get(key)).toBeNull();
    expect((await download(imageFile.default, { key })).status).toBe(404);
  });

  it('keeps a support attachment in the bucket under support/ and serves it to its owner', async () => {
    const investor = await newInvestor();
    const ticket = await sendForm(userTickets.default, {
      headers: investor.headers,
      fields: { category: 'order', subject: 'Statement attached', message: 'Please look at the attached statement.' },
      files: [{ field: 'attachment', data: PDF, fileName: 'statement.pdf', type: 'application/pdf' }],
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    const { id, messages } = ticket.body.data as { id: number; messages: { id: number }[] };
    const messageId = itemAt(messages, 0).id;
    const [row] = await (
      await getDb()
    )
      .select({ key: supportMessages.attachmentKey })
      .from(supportMessages)
      .where(eq(supportMessages.id, messageId));
    expect(row?.key).toMatch(/^[a-f0-9]{32}$/);

    expect((await bucket().get(`support/${row!.key!}`))?.data.equals(PDF)).toBe(true);
    const served = await download(userAttachment.default, { id: String(id), messageId: String(messageId) }, investor.headers);
    expect(served.status).toBe(200);
    expect(served.type).toBe('application/pdf');
    expect(served.data.equals(PDF)).toBe(true);

    // Gone from the bucket: the owner gets a 404, not a server error.
    await bucket().delete(`support/${row!.key!}`);
    const missing = await download(userAttachment.default, { id: String(id), messageId: String(messageId) }, investor.headers);
    expect(missing.status).toBe(404);
  });

  it('writes no ticket when the bucket refuses the attachment, and logs why without the secret', async () => {
    const secret = 'wrong-secret-for-this-test-5c4b';
    useImageStore(new S3ImageStore(s3.config({ secretAccessKey: secret })));
    const stderr = vi.spyOn(process.stderr, 'write');
    try {
      const investor = await newInvestor();
      const db = await getDb();
      const ticketsBefore = await db.$count(supportTickets);
      const ticket = await sendForm(userTickets.default, {
        headers: investor.headers,
        fields: { category: 'order', subject: 'Statement attached', message: 'Please look at the attached statement.' },
        files: [{ field: 'attachment', data: PDF, fileName: 'statement.pdf', type: 'application/pdf' }],
      });
      expect(ticket.status).toBe(500);
      expect(await db.$count(supportTickets)).toBe(ticketsBefore);
    } finally {
      useConfiguredBucket();
    }
    const log = stderr.mock.calls.map(([chunk]) => String(chunk)).join('');
    stderr.mockRestore();
    expect(log).toContain('SignatureDoesNotMatch');
    expect(log).not.toContain(secret);
  });
});
