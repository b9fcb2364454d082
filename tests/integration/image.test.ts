import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { testApiHandler } from 'next-test-api-route-handler';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { itemAt } from '@/lib/arrays';
import { getDb } from '@/lib/server/db/client';
import { partners, users } from '@/lib/server/db/schema';
import { processAvatar } from '@/lib/server/images/avatar';
import { LocalDiskImageStore, useImageStore } from '@/lib/server/images/store';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { IMAGE_URL_PREFIX } from '@/lib/server/services/profile';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@/lib/validations/profile';
import * as cpImage from '@/pages/api/v1/image/cp/profile';
import * as imageFile from '@/pages/api/v1/image/files/[key]';
import * as userImage from '@/pages/api/v1/image/user/profile';

import { createInvestor, createPartner } from './factories';
import { bearer, call, INJECTION_STRINGS } from './http';

type Handler = typeof userImage;
interface Envelope {
  success: boolean;
  message: string;
  data?: { profileImage: string | null; fullName: string };
  errors?: Record<string, string>;
}

let uploadDir: string;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'profile-images-'));
  useImageStore(new LocalDiskImageStore(uploadDir));
});
afterAll(async () => {
  useImageStore(undefined);
  await rm(uploadDir, { recursive: true, force: true });
});
beforeEach(() => resetRateLimits());

const storedFiles = async () => (await readdir(uploadDir)).sort();

const newUser = async () => (await createInvestor({ fullName: 'Asha Verma' })).user;
const newPartner = async () => (await createPartner({ fullName: 'Kiran Rao' })).partner;

const solid = (width = 900, height = 600) => sharp({ create: { width, height, channels: 3, background: '#1f6feb' } });

async function upload(
  handler: Handler,
  headers: Record<string, string>,
  files: { data: Buffer; fileName: string; type?: string; field?: string }[],
  method = 'POST',
) {
  let result: { status: number; body: Envelope } | undefined;
  await testApiHandler({
    pagesHandler: handler,
    test: async ({ fetch }) => {
      const form = new FormData();
      for (const file of files)
        form.append(file.field ?? 'image', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.fileName);
      const response = await fetch({ method, body: form, headers });
      result = { status: response.status, body: await response.json() };
    },
  });
  return result!;
}

async function fetchImage(key: string, headers: Record<string, string> = {}) {
  let result: { status: number; headers: Headers; data: Buffer } | undefined;
  await testApiHandler({
    pagesHandler: imageFile,
    params: { key },
    test: async ({ fetch }) => {
      const response = await fetch({ method: 'GET', headers });
      result = { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
    },
  });
  return result!;
}

const keyOf = (url: string | null | undefined) => url!.slice(IMAGE_URL_PREFIX.length);

describe('POST /api/v1/image/user/profile', () => {
  it.each([
    ['JPEG', () => solid().jpeg().toBuffer(), 'photo.jpg', 'image/jpeg'],
    ['PNG', () => solid(300, 800).png().toBuffer(), 'photo.png', 'image/png'],
    ['WebP', () => solid(512, 512).webp().toBuffer(), 'photo.webp', 'image/webp'],
  ])('stores a %s as a 512px square WebP and serves it', async (_, make, fileName, type) => {
    const user = await newUser();
    const { status, body } = await upload(userImage, await bearer('user', user.id), [{ data: await make(), fileName, type }]);
    expect(status).toBe(200);
    const url = body.data!.profileImage!;
    expect(url).toMatch(/^\/api\/v1\/image\/files\/[a-f0-9]{32}\.webp$/);
    const row = itemAt(await (await getDb()).select({ profileImage: users.profileImage }).from(users).where(eq(users.id, user.id)), 0);
    expect(row.profileImage).toBe(url);

    const served = await fetchImage(keyOf(url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(served.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('drops EXIF (camera, GPS, orientation) from a JPEG', async () => {
    const withExif = await solid(600, 300)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Owner', Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(withExif).metadata();
    expect(input.exif).toBeDefined();
    expect(input.orientation).toBe(6);
    expect(withExif.includes(Buffer.from('SpyCam'))).toBe(true);

    const user = await newUser();
    const { status, body } = await upload(userImage, await bearer('user', user.id), [
      { data: withExif, fileName: 'camera.jpg', type: 'image/jpeg' },
    ]);
    expect(status).toBe(200);
    const served = await fetchImage(keyOf(body.data!.profileImage));
    const meta = await sharp(served.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.data.includes(Buffer.from('SpyCam'))).toBe(false);
    expect(served.data.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('replaces the old image and removes its file', async () => {
    const user = await newUser();
    const headers = await bearer('user', user.id);
    const first = await upload(userImage, headers, [{ data: await solid().png().toBuffer(), fileName: 'a.png' }]);
    const firstKey = keyOf(first.body.data!.profileImage);
    expect(await storedFiles()).toContain(firstKey);
    const second = await upload(userImage, headers, [
      { data: await solid(400, 400).jpeg().toBuffer(), fileName: 'b.jpg', type: 'image/jpeg' },
    ]);
    const secondKey = keyOf(second.body.data!.profileImage);
    expect(secondKey).not.toBe(firstKey);
    const files = await storedFiles();
    expect(files).toContain(secondKey);
    expect(files).not.toContain(firstKey);
    expect(files.some((name) => name.endsWith('.tmp'))).toBe(false);
    expect((await fetchImage(firstKey)).status).toBe(404);
  });

  it.each<[string, () => Promise<{ data: Buffer; fileName: string; type?: string; field?: string }[]>, number, string]>([
    [
      'a text file named .png',
      async () => [{ data: Buffer.from('hello, I am not a picture at all'), fileName: 'photo.png' }],
      400,
      IMAGE_MESSAGES.type,
    ],
    [
      'an SVG',
      async () => [
        {
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          fileName: 'a.png',
          type: 'image/svg+xml',
        },
      ],
      400,
      IMAGE_MESSAGES.type,
    ],
    ['a GIF', async () => [{ data: await solid(20, 20).gif().toBuffer(), fileName: 'a.gif', type: 'image/gif' }], 400, IMAGE_MESSAGES.type],
    [
      'a TIFF named .jpg',
      async () => [{ data: await solid(20, 20).tiff().toBuffer(), fileName: 'a.jpg', type: 'image/jpeg' }],
      400,
      IMAGE_MESSAGES.type,
    ],
    [
      'a truncated PNG',
      async () => [{ data: (await solid().png().toBuffer()).subarray(0, 40), fileName: 'a.png' }],
      400,
      IMAGE_MESSAGES.unreadable,
    ],
    [
      'a JPEG header and junk',
      async () => [{ data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]), fileName: 'a.jpg' }],
      400,
      IMAGE_MESSAGES.unreadable,
    ],
    ['an empty file', async () => [{ data: Buffer.alloc(0), fileName: 'a.png' }], 400, IMAGE_MESSAGES.missing],
    ['no file', async () => [], 400, IMAGE_MESSAGES.missing],
    [
      'two files',
      async () => [
        { data: await solid().png().toBuffer(), fileName: 'a.png' },
        { data: await solid().png().toBuffer(), fileName: 'b.png' },
      ],
      400,
      IMAGE_MESSAGES.count,
    ],
    [
      'a file over 5 MB',
      async () => [{ data: Buffer.concat([await solid().png().toBuffer(), Buffer.alloc(IMAGE_MAX_BYTES)]), fileName: 'big.png' }],
      413,
      IMAGE_MESSAGES.size,
    ],
  ])('refuses %s with a message on image, storing nothing', async (_, files, status, message) => {
    const user = await newUser();
    const before = await storedFiles();
    const response = await upload(userImage, await bearer('user', user.id), await files());
    expect(response.status).toBe(status);
    expect(response.body.errors?.image).toBe(message);
    expect(await storedFiles()).toEqual(before);
    const row = itemAt(await (await getDb()).select({ profileImage: users.profileImage }).from(users).where(eq(users.id, user.id)), 0);
    expect(row.profileImage).toBeNull();
  });

  it('refuses a decompression bomb: a small PNG that decodes to too many pixels', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    await expect(processAvatar(bomb)).rejects.toThrow(IMAGE_MESSAGES.pixels);
  });

  it('refuses a file under another field name, and JSON', async () => {
    const user = await newUser();
    const headers = await bearer('user', user.id);
    const wrongField = await upload(userImage, headers, [{ data: await solid().png().toBuffer(), fileName: 'a.png', field: 'avatar' }]);
    expect(wrongField.status).toBe(400);
    const json = await call(userImage.default, { method: 'POST', body: { image: 'data:image/png;base64,AAAA' }, headers });
    expect(json.status).toBe(415);
  });

  it('refuses anonymous callers and partners with 401', async () => {
    const partner = await newPartner();
    const png = await solid().png().toBuffer();
    for (const headers of [{}, await bearer('partner', partner.id)]) {
      expect((await upload(userImage, headers, [{ data: png, fileName: 'a.png' }])).status).toBe(401);
      expect((await call(userImage.default, { method: 'DELETE', headers })).status).toBe(401);
    }
  });

  it('limits uploads to 20 an hour per account with a 429', async () => {
    const user = await newUser();
    const headers = await bearer('user', user.id);
    const text = [{ data: Buffer.from('not an image'), fileName: 'a.png' }];
    for (let i = 0; i < 20; i++) expect((await upload(userImage, headers, text)).status).toBe(400);
    expect((await upload(userImage, headers, text)).status).toBe(429);
  });
});

describe('DELETE /api/v1/image/user/profile', () => {
  it("removes the caller's image and its file, and no one else's", async () => {
    const [user, other] = [await newUser(), await newUser()];
    const png = await solid().png().toBuffer();
    const mine = await upload(userImage, await bearer('user', user.id), [{ data: png, fileName: 'a.png' }]);
    const theirs = await upload(userImage, await bearer('user', other.id), [{ data: png, fileName: 'a.png' }]);
    const { status, body } = await call(userImage.default, { method: 'DELETE', headers: await bearer('user', user.id) });
    expect(status).toBe(200);
    expect((body.data as { profileImage: string | null }).profileImage).toBeNull();
    const files = await storedFiles();
    expect(files).not.toContain(keyOf(mine.body.data!.profileImage));
    expect(files).toContain(keyOf(theirs.body.data!.profileImage));
    // Removing again is fine.
    expect((await call(userImage.default, { method: 'DELETE', headers: await bearer('user', user.id) })).status).toBe(200);
  });

  it('leaves a picture that is not ours (an outside URL) alone', async () => {
    const user = await newUser();
    const db = await getDb();
    await db.update(users).set({ profileImage: '/api/v1/image/files/../../etc/passwd' }).where(eq(users.id, user.id));
    const { status } = await call(userImage.default, { method: 'DELETE', headers: await bearer('user', user.id) });
    expect(status).toBe(200);
  });
});

describe('/api/v1/image/cp/profile', () => {
  it("sets and removes the partner's image", async () => {
    const partner = await newPartner();
    const headers = await bearer('partner', partner.id);
    const { status, body } = await upload(cpImage, headers, [
      { data: await solid().webp().toBuffer(), fileName: 'me.webp', type: 'image/webp' },
    ]);
    expect(status).toBe(200);
    const row = itemAt(
      await (await getDb()).select({ profileImage: partners.profileImage }).from(partners).where(eq(partners.id, partner.id)),
      0,
    );
    expect(row.profileImage).toBe(body.data!.profileImage);
    const removed = await call(cpImage.default, { method: 'DELETE', headers });
    expect((removed.body.data as { profileImage: string | null }).profileImage).toBeNull();
  });

  it('refuses anonymous callers and investors with 401', async () => {
    const user = await newUser();
    const png = await solid().png().toBuffer();
    for (const headers of [{}, await bearer('user', user.id)]) {
      expect((await upload(cpImage, headers, [{ data: png, fileName: 'a.png' }])).status).toBe(401);
    }
  });
});

describe('GET /api/v1/image/files/[key]', () => {
  it('serves with long-lived caching, an ETag, nosniff, and 304 on a matching If-None-Match', async () => {
    const user = await newUser();
    const { body } = await upload(userImage, await bearer('user', user.id), [{ data: await solid().png().toBuffer(), fileName: 'a.png' }]);
    const key = keyOf(body.data!.profileImage);
    const served = await fetchImage(key);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    const again = await fetchImage(key, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.data.length).toBe(0);
  });

  it.each([
    '0123456789abcdef0123456789abcdef.webp',
    '../../package.json',
    '..%2F..%2Fpackage.json',
    'x.webp',
    'ABCDEF0123456789ABCDEF0123456789.webp',
    ...INJECTION_STRINGS,
  ])('answers 404 in the envelope for %s', async (key) => {
    const served = await fetchImage(key);
    expect(served.status).toBe(404);
    expect(JSON.parse(served.data.toString())).toMatchObject({ success: false, message: 'This image does not exist.' });
  });

  it('refuses other methods with 405', async () => {
    const response = await call(imageFile.default, { method: 'DELETE', query: { key: '0123456789abcdef0123456789abcdef.webp' } });
    expect(response.status).toBe(405);
  });
});

describe('LocalDiskImageStore', () => {
  it('refuses keys that could leave its folder, and reads back what it wrote', async () => {
    const store = new LocalDiskImageStore(uploadDir);
    for (const key of ['../escape.webp', '/etc/passwd', 'a/b.webp', '0123456789abcdef0123456789abcdef.webp/..', '']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('Invalid image key.');
      await expect(store.get(key)).rejects.toThrow('Invalid image key.');
    }
    const key = '0123456789abcdef0123456789abcdef.webp';
    await store.put(key, Buffer.from('webp bytes'));
    expect((await store.get(key))?.data.toString()).toBe('webp bytes');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });
});
