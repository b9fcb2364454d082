// Uploaded files in an S3-compatible object store (AWS S3, MinIO, Ceph, R2…), which every app instance
// reads. Plain S3 REST calls signed with AWS Signature V4 by aws4fetch (one small file, no dependencies)
// rather than the AWS SDK: three calls are all this store makes.
import { createHash } from 'node:crypto';

import { AwsClient } from 'aws4fetch';

import type { S3Config } from '@/lib/server/env';
import { checkStoreKey, contentTypeOf, type ImageStore, type StoredImage } from '@/lib/server/images/keys';
import { withoutTrailing } from '@/lib/strings';

const TIMEOUT_MS = 30_000;

/** An answer from the object store that is neither success nor "no such key". Never carries credentials. */
export class ObjectStoreError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ObjectStoreError';
  }
}

/** The object's URL: <endpoint>/<bucket>/<key> (path style) or <scheme>://<bucket>.<host>/<key> (virtual-hosted). */
export function objectUrl(config: Pick<S3Config, 'endpoint' | 'bucket' | 'forcePathStyle'>, key: string): URL {
  const endpoint = new URL(config.endpoint);
  const base = withoutTrailing(endpoint.pathname, '/');
  if (config.forcePathStyle) return new URL(`${endpoint.origin}${base}/${config.bucket}/${key}`);
  return new URL(`${endpoint.protocol}//${config.bucket}.${endpoint.host}${base}/${key}`);
}

/** S3's error code and message from its XML answer, e.g. NoSuchBucket. */
function parseError(body: string) {
  const tag = (name: string) => new RegExp(`<${name}>([^<]{0,300})</${name}>`).exec(body)?.[1];
  return { code: tag('Code'), message: tag('Message') };
}

export class S3ImageStore implements ImageStore {
  private readonly client: AwsClient;

  constructor(private readonly config: S3Config) {
    // A few retries with backoff on 5xx and 429 (aws4fetch's default is ten).
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
      retries: 2,
    });
  }

  /** Where errors say they happened: bucket, object key and the endpoint's origin; never credentials. */
  private describe(method: string, key: string) {
    return `S3 ${method} ${this.config.bucket}/${key} at ${new URL(this.config.endpoint).origin}`;
  }

  private async request(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer) {
    const url = objectUrl(this.config, checkStoreKey(key));
    const headers: Record<string, string> = {
      // The payload's hash is signed, so the store refuses bytes changed on the way (AWS checks it).
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
    };
    if (body) headers['content-type'] = contentTypeOf(key);
    try {
      return await this.client.fetch(url, {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
      throw new ObjectStoreError(`${this.describe(method, key)} failed: could not reach the object store (${reason}).`);
    }
  }

  private async failure(response: Response, method: string, key: string) {
    const { code, message } = parseError(await response.text().catch(() => ''));
    const detail = [code, message?.replace(/\.$/, '')].filter(Boolean).join(': ');
    const hint =
      code === 'NoSuchBucket'
        ? ' Check S3_BUCKET, or create the bucket.'
        : code === 'InvalidAccessKeyId' || code === 'SignatureDoesNotMatch' || response.status === 403
          ? ' Check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION and the bucket policy.'
          : '';
    return new ObjectStoreError(
      `${this.describe(method, key)} failed with HTTP ${response.status}${detail ? ` (${detail})` : ''}.${hint}`,
      response.status,
      code,
    );
  }

  async put(key: string, data: Buffer) {
    const response = await this.request('PUT', key, data);
    if (!response.ok) throw await this.failure(response, 'PUT', key);
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredImage | null> {
    const response = await this.request('GET', key);
    if (response.ok) {
      return { data: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? contentTypeOf(key) };
    }
    if (response.status === 404) {
      const error = await this.failure(response, 'GET', key);
      // A missing key is an answer; a missing bucket is a broken configuration.
      if (error.code !== 'NoSuchBucket') return null;
      throw error;
    }
    throw await this.failure(response, 'GET', key);
  }

  async delete(key: string) {
    const response = await this.request('DELETE', key);
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const error = await this.failure(response, 'DELETE', key);
    if (response.status === 404 && error.code !== 'NoSuchBucket') return;
    throw error;
  }
}
