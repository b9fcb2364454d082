// What every store of uploaded files agrees on: the shape of a key and the content type it implies.
// Keys are random, content-unique names, so a stored object never changes.
import { randomBytes } from 'node:crypto';

export interface StoredImage {
  data: Buffer;
  contentType: string;
}

/** Uploaded files (profile pictures, support attachments) by key; local disk or an S3-compatible object store. */
export interface ImageStore {
  put(key: string, data: Buffer): Promise<void>;
  /** null when nothing has this key. */
  get(key: string): Promise<StoredImage | null>;
  /** Removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

// An optional one-word folder, 32 hex digits, an optional known extension: nothing that can climb out
// of a folder or name a bucket path the application did not choose.
const STORE_KEY = /^(?:[a-z]{1,32}\/)?[a-f0-9]{32}(\.[a-z0-9]{1,8})?$/;
const IMAGE_KEY = /^[a-f0-9]{32}\.webp$/;

export class InvalidImageKeyError extends Error {
  constructor() {
    super('Invalid image key.');
  }
}

export const isStoreKey = (key: unknown): key is string => {
  if (typeof key !== 'string') return false;
  const match = STORE_KEY.exec(key);
  return match !== null && (match[1] === undefined || match[1] in CONTENT_TYPES);
};

/** The key itself, or InvalidImageKeyError before any file or request is touched. */
export function checkStoreKey(key: string): string {
  if (!isStoreKey(key)) throw new InvalidImageKeyError();
  return key;
}

/** The content type a key stands for (by its extension); files without one are plain bytes. */
export const contentTypeOf = (key: string) => CONTENT_TYPES[/\.[a-z0-9]+$/.exec(key)?.[0] ?? ''] ?? 'application/octet-stream';

/** A fresh random key for a stored WebP profile picture. */
export const newImageKey = () => `${randomBytes(16).toString('hex')}.webp`;

/** A profile picture's key (the only kind served at /api/v1/image/files/<key>). */
export const isImageKey = (key: unknown): key is string => typeof key === 'string' && IMAGE_KEY.test(key);
