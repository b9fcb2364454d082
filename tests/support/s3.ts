// A real S3-compatible server on a free loopback port for the tests (@20minutes/s3rver: it checks
// Signature V4 signatures, so a request signed wrongly is refused as it would be by S3 or MinIO).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import S3rver from '@20minutes/s3rver';

import type { S3Config } from '@/lib/server/env';

// The one key pair the server knows.
export const S3RVER_ACCESS_KEY_ID = 'S3RVER';
export const S3RVER_SECRET_ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** Settings for S3ImageStore, with any of them changed. */
  config(overrides?: Partial<S3Config>): S3Config;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'uploads'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    config: (overrides = {}) => ({
      endpoint,
      bucket,
      region: 'us-east-1',
      accessKeyId: S3RVER_ACCESS_KEY_ID,
      secretAccessKey: S3RVER_SECRET_ACCESS_KEY,
      forcePathStyle: true,
      ...overrides,
    }),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
