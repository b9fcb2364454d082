// Where uploaded files live: profile pictures and support attachments. Local disk under UPLOAD_DIR by
// default; an S3-compatible object store when S3_BUCKET is set, so that several instances share them.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { env, s3Config, type ServerEnv } from '@/lib/server/env';
import { checkStoreKey, contentTypeOf, InvalidImageKeyError, type ImageStore, type StoredImage } from '@/lib/server/images/keys';
import { S3ImageStore } from '@/lib/server/images/s3Store';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '@/lib/server/privateFiles';

export { InvalidImageKeyError, isImageKey, isStoreKey, newImageKey, type ImageStore, type StoredImage } from '@/lib/server/images/keys';
export { ObjectStoreError, S3ImageStore } from '@/lib/server/images/s3Store';

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
    await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    // Written beside the target then renamed, so a reader never sees half a file.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
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

/** The store a configuration asks for: the S3 bucket when S3_BUCKET is set, else local disk under UPLOAD_DIR. */
export function createImageStore(config: ServerEnv): ImageStore {
  const s3 = s3Config(config);
  return s3 ? new S3ImageStore(s3) : new LocalDiskImageStore(config.UPLOAD_DIR);
}

const memo = globalThis as unknown as { __imageStore?: ImageStore };

/** The store in use, from the environment. */
export function getImageStore(): ImageStore {
  memo.__imageStore ??= createImageStore(env());
  return memo.__imageStore;
}

/** Tests: use this store instead (undefined goes back to the one the environment asks for). */
export function useImageStore(store: ImageStore | undefined) {
  memo.__imageStore = store;
}
