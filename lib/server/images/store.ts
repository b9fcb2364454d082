// Where profile pictures live. Local disk by default; a cloud object store can implement the same
// interface later (keys are opaque, content-unique names, so stored objects never change).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { env } from '@/lib/server/env';

export interface StoredImage {
  data: Buffer;
  contentType: string;
}

export interface ImageStore {
  put(key: string, data: Buffer): Promise<void>;
  /** null when no image has this key. */
  get(key: string): Promise<StoredImage | null>;
  /** Removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9]{32}\.webp$/;
const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

/** A fresh random key for a stored WebP image. */
export const newImageKey = () => `${randomBytes(16).toString('hex')}.webp`;

export const isImageKey = (key: unknown): key is string => typeof key === 'string' && KEY_PATTERN.test(key);

export class InvalidImageKeyError extends Error {
  constructor() {
    super('Invalid image key.');
  }
}

export class LocalDiskImageStore implements ImageStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file for a key; the key's shape alone rules out path traversal, and the check below makes sure. */
  private fileFor(key: string) {
    if (!isImageKey(key)) throw new InvalidImageKeyError();
    const file = path.resolve(this.root, key);
    if (path.dirname(file) !== this.root) throw new InvalidImageKeyError();
    return file;
  }

  async put(key: string, data: Buffer) {
    const file = this.fileFor(key);
    await mkdir(this.root, { recursive: true });
    // Written beside the target then renamed, so a reader never sees half a file.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, data, { flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<StoredImage | null> {
    const file = this.fileFor(key);
    try {
      return { data: await readFile(file), contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string) {
    try {
      await unlink(this.fileFor(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

const memo = globalThis as unknown as { __imageStore?: ImageStore };

/** The store in use: local disk under UPLOAD_DIR. */
export function getImageStore(): ImageStore {
  memo.__imageStore ??= new LocalDiskImageStore(env().UPLOAD_DIR);
  return memo.__imageStore;
}

/** Tests: use this store instead (undefined goes back to the default). */
export function useImageStore(store: ImageStore | undefined) {
  memo.__imageStore = store;
}
