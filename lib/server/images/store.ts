// Where uploaded files live: profile pictures and support attachments, on local disk under UPLOAD_DIR.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { env } from '@/lib/server/env';
import { checkStoreKey, contentTypeOf, InvalidImageKeyError, type ImageStore, type StoredImage } from '@/lib/server/images/keys';

export { InvalidImageKeyError, isImageKey, isStoreKey, newImageKey, type ImageStore, type StoredImage } from '@/lib/server/images/keys';

export class LocalDiskImageStore implements ImageStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file for a key; the key's shape alone rules out path traversal, and the check below makes sure. */
  private fileFor(key: string) {
    const file = path.resolve(this.root, checkStoreKey(key));
    if (path.relative(this.root, file) !== key.split('/').join(path.sep)) throw new InvalidImageKeyError();
    return file;
  }

  async put(key: string, data: Buffer) {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
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
      return { data: await readFile(file), contentType: contentTypeOf(key) };
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
