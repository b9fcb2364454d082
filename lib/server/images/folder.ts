// Uploaded files kept in one folder of the upload store (support attachments, KYC documents): the
// database keeps a bare random key, the store (local disk or S3) holds the file under <folder>/<key>.
import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { badRequest, notFound } from '@/lib/server/http/httpError';
import { getImageStore } from '@/lib/server/images/store';
import { sniffAttachmentType } from '@/lib/validations/support';

export interface FileUpload {
  fileName: string;
  data: Buffer;
}

const EXTENSIONS = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg' } as const;

/**
 * A PDF, JPEG or PNG by its first bytes (never by its name or declared type), with a safe display name
 * ending in the extension of what it really is; otherwise a 400 with `message` beside `field`.
 */
export function checkDocument(upload: FileUpload, field: string, message: string) {
  const type = sniffAttachmentType(upload.data);
  if (!type || upload.data.length === 0) throw badRequest(message, { [field]: message });
  const base = path
    .basename(upload.fileName.replace(/\\/g, '/'))
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .trim()
    .slice(0, 80);
  return { type, name: `${base || 'attachment'}${EXTENSIONS[type]}`, size: upload.data.length };
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

/** The files of one folder; a key of any other shape is a 404 with `missing` before the store is touched. */
export function storeFolder(folder: string, missing: string) {
  const storeKey = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw notFound(missing);
    return `${folder}/${key}`;
  };
  return {
    /** Stores the bytes under a fresh key, and answers the key. */
    async put(data: Buffer): Promise<string> {
      const key = randomBytes(16).toString('hex');
      await getImageStore().put(storeKey(key), data);
      return key;
    },
    /** The stored bytes, or a 404 with `missing`. */
    async read(key: string): Promise<Buffer> {
      const stored = await getImageStore().get(storeKey(key));
      if (!stored) throw notFound(missing);
      return stored.data;
    },
    /** Best effort: a file left behind is harmless, an error here must not hide the one that caused it. */
    remove: (key: string) =>
      getImageStore()
        .delete(storeKey(key))
        .catch(() => undefined),
  };
}
