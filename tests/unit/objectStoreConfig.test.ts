// @vitest-environment node
// S3 settings: all or nothing, checked at start; and the address an object is reached at.
import { describe, expect, it } from 'vitest';

import { ConfigError, parseEnv, s3Config } from '@/lib/server/env';
import { objectUrl } from '@/lib/server/images/s3Store';

const FULL = {
  S3_BUCKET: 'uploads',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'access',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('S3 configuration', () => {
  it('is local disk when no S3 variable is set', () => {
    expect(s3Config(parseEnv({}))).toBeNull();
  });

  it('takes all four, with region us-east-1 and path style by default', () => {
    expect(s3Config(parseEnv(FULL))).toEqual({
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'access',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(s3Config(parseEnv({ ...FULL, S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: 'false' }))).toMatchObject({
      region: 'ap-south-1',
      forcePathStyle: false,
    });
  });

  it('refuses a bucket alone, naming each variable that is missing', () => {
    const attempt = () => parseEnv({ S3_BUCKET: 'uploads' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/S3_ENDPOINT: is required when S3_BUCKET is set/);
    expect(attempt).toThrow(/S3_ACCESS_KEY_ID: is required/);
    expect(attempt).toThrow(/S3_SECRET_ACCESS_KEY: is required/);
  });

  it('refuses the rest without a bucket, rather than quietly keeping files on local disk', () => {
    const { S3_BUCKET: _bucket, ...rest } = FULL;
    expect(() => parseEnv(rest)).toThrow(/S3_BUCKET: is required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set/);
  });

  it('counts a blank variable as missing', () => {
    expect(() => parseEnv({ ...FULL, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY: is required/);
  });

  it.each([
    ['S3_ENDPOINT', 'ftp://files.example'],
    ['S3_ENDPOINT', 'http://user:pass@minio.internal:9000'],
    ['S3_ENDPOINT', 'http://minio.internal:9000/?x=1'],
    ['S3_ENDPOINT', 'not a url'],
    ['S3_BUCKET', 'Uploads'],
    ['S3_BUCKET', 'a'],
    ['S3_BUCKET', 'up/loads'],
    ['S3_REGION', 'Mumbai 1'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
  ])('names a malformed %s (%s)', (name, value) => {
    expect(() => parseEnv({ ...FULL, [name]: value })).toThrow(new RegExp(`${name}: `));
  });
});

describe('objectUrl', () => {
  const key = 'support/00112233445566778899aabbccddeeff';

  it('puts the bucket in the path by default', () => {
    expect(objectUrl({ endpoint: 'http://127.0.0.1:9000', bucket: 'uploads', forcePathStyle: true }, key).href).toBe(
      `http://127.0.0.1:9000/uploads/${key}`,
    );
    expect(objectUrl({ endpoint: 'https://storage.example/s3/', bucket: 'uploads', forcePathStyle: true }, key).href).toBe(
      `https://storage.example/s3/uploads/${key}`,
    );
  });

  it('puts the bucket in the host name when path style is off', () => {
    expect(objectUrl({ endpoint: 'https://s3.ap-south-1.amazonaws.com', bucket: 'pb-uploads', forcePathStyle: false }, key).href).toBe(
      `https://pb-uploads.s3.ap-south-1.amazonaws.com/${key}`,
    );
  });
});
