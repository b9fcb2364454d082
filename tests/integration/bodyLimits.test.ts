// A request body over its route's limit is answered 413 as soon as the limit is crossed, before anything
// keeps it: a declared length at once, without reading a byte of the body; a streamed one when the bytes
// read pass the limit. The answer is the envelope with the security headers; what the client still sends
// is dropped, and the connection closes a few seconds later unless the body has ended. Through the real
// handlers, over a socket (rawHttp.ts).
import { describe, expect, it } from 'vitest';

import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_MESSAGES } from '@/lib/validations/kycDocuments';
import * as nextAuthRoute from '@/pages/api/auth/[...nextauth]';
import * as contactRoute from '@/pages/api/v1/common/contact';
import * as userLogin from '@/pages/api/v1/user/auth/login';
import * as kycDocumentUpload from '@/pages/api/v1/user/kyc/documents';

import { createInvestor } from './factories';
import { bearer } from './http';
import { chunksOf, rawRequest, type RawAnswer, type RouteModule } from './rawHttp';

const MB = 1024 * 1024;
const JSON_LIMIT = MB;
// Request headers and a first small piece of the body: all a server that refuses at once has read.
const HEADERS_AND_A_LITTLE = 64 * 1024;

const envelope = (answer: RawAnswer) => JSON.parse(answer.body) as { success: boolean; code?: string; errors?: Record<string, string> };

function expectRefusedAtOnce(answer: RawAnswer) {
  expect(answer.status, answer.body).toBe(413);
  expect(envelope(answer)).toMatchObject({ success: false, code: 'payload_too_large' });
  expect(answer.bytesRead).toBeLessThan(HEADERS_AND_A_LITTLE);
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

describe('a JSON route (sign-in, at most 1 MB)', () => {
  it('answers a declared 20 MB body 413 at once, having read none of it, and closes the connection the rest never came on', async () => {
    const answer = await rawRequest(userLogin, {
      headers: { 'content-type': 'application/json', 'content-length': 20 * MB },
      chunks: chunksOf(1, 1024),
      untilClosed: true,
    });
    expectRefusedAtOnce(answer);
    expect(answer.closed).toBe(true);
  });

  it('answers a streamed (chunked) body 413 once it passes 1 MB, and closes the connection', async () => {
    const answer = await rawRequest(userLogin, {
      headers: { 'content-type': 'application/json' },
      chunks: chunksOf(320),
      untilClosed: true,
    });
    expect(answer.status, answer.body).toBe(413);
    expect(envelope(answer)).toMatchObject({ code: 'payload_too_large' });
    expect(answer.closed).toBe(true);
    // Refused as the limit was crossed, not after the 20 MB.
    expect(answer.bytesRead).toBeGreaterThan(JSON_LIMIT);
    expect(answer.bytesRead).toBeLessThan(JSON_LIMIT + 2 * MB);
  });

  it('reads a body within the limit as before', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'nobody-here@example.test', password: 'Wrong-pass-1' }));
    const answer = await rawRequest(userLogin, {
      headers: { 'content-type': 'application/json', 'content-length': body.length },
      chunks: [body],
    });
    expect(answer.status, answer.body).toBe(401);
    expect(envelope(answer)).toMatchObject({ success: false, code: 'invalid_credentials' });
  });

  it('reads a streamed body within the limit as before', async () => {
    const message = { fullName: 'Asha Rao', email: 'asha@example.test', subject: 'Buying shares', message: 'Please call me back.' };
    const answer = await rawRequest(contactRoute, {
      headers: { 'content-type': 'application/json' },
      chunks: [Buffer.from(JSON.stringify(message))],
    });
    expect(answer.status, answer.body).toBe(201);
  });
});

describe("next-auth's route (Google sign-in)", () => {
  it('answers a declared 20 MB body 413 in the envelope, before next-auth sees it', async () => {
    const answer = await rawRequest(nextAuthRoute, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': 20 * MB },
      chunks: chunksOf(1, 1024),
      query: { nextauth: ['signin', 'google'] },
    });
    expectRefusedAtOnce(answer);
  });
});

describe('an upload route (KYC documents, 5 MB a file)', () => {
  const multipart = async () => ({ ...(await bearer('user', (await createInvestor({ fullName: 'Large Scan' })).user.id)) });
  const BOUNDARY = 'limit-test-boundary';
  const formHead = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\npan_card\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="scan.png"\r\nContent-Type: image/png\r\n\r\n`,
  );

  it('answers a declared 20 MB form 413 at once, beside the file field', async () => {
    const answer = await rawRequest(kycDocumentUpload, {
      headers: { ...(await multipart()), 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': 20 * MB },
      chunks: [formHead],
    });
    expect(answer.status, answer.body).toBe(413);
    expect(envelope(answer).errors).toEqual({ file: KYC_DOCUMENT_MESSAGES.size });
    expect(answer.bytesRead).toBeLessThan(HEADERS_AND_A_LITTLE);
  });

  it('answers a streamed form 413 once its file passes 5 MB, and closes the connection', async () => {
    const answer = await rawRequest(kycDocumentUpload, {
      headers: { ...(await multipart()), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      chunks: [formHead, ...chunksOf(320)],
      untilClosed: true,
    });
    expect(answer.status, answer.body).toBe(413);
    expect(envelope(answer).errors).toEqual({ file: KYC_DOCUMENT_MESSAGES.size });
    expect(answer.closed).toBe(true);
    expect(answer.bytesRead).toBeGreaterThan(KYC_DOCUMENT_MAX_BYTES);
    expect(answer.bytesRead).toBeLessThan(KYC_DOCUMENT_MAX_BYTES + 2 * MB);
  });
});

// Every route file under pages/api, found by walking the folder, so a new route is swept too.
const routes = import.meta.glob<RouteModule>('../../pages/api/**/*.ts');

/** The path's own parameters ([id], [slug], [...path]), each with a value. */
function pathParams(file: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [, rest, name] of file.matchAll(/\[(\.\.\.)?(\w+)\]/g)) params[name!] = rest ? ['1'] : '1';
  return params;
}

describe('every API route', () => {
  it('answers a declared 20 MB body, whatever the method, without reading it or waiting for it', async () => {
    const answers: string[] = [];
    for (const [file, load] of Object.entries(routes)) {
      const route = await load();
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const answer = await rawRequest(route, {
          method,
          headers: { 'content-type': 'application/json', 'content-length': 20 * MB },
          chunks: chunksOf(1, 1024),
          query: pathParams(file),
        });
        const what = `${method} ${file}: ${answer.status}`;
        expect(answer.status, `${what} ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${what} ${answer.body}`).toBeLessThan(500);
        expect(answer.bytesRead, what).toBeLessThan(HEADERS_AND_A_LITTLE);
        expect(answer.headers['content-security-policy'], what).toContain("default-src 'self'");
        answers.push(what);
      }
    }
    // The sweep found the routes, and the JSON ones refused the body itself (the rest: 401, 404 or 405 first).
    expect(answers.length).toBeGreaterThan(4 * 200);
    expect(answers.filter((line) => line.endsWith(': 413')).length).toBeGreaterThan(100);
  });
});
