// A request body over its route's limit is refused before anything keeps it, on the production server
// (`next start`), the middleware included: Next copies a body for the middleware (up to 10 MB) and waits
// for all of it before the route runs, so the API stays outside the middleware (middleware.ts).
import http from 'node:http';

import { expect, test } from './fixtures';

const MB = 1024 * 1024;
// The sign-in API and a public form: no account needed to send either.
const ROUTES = ['/api/v1/user/auth/login', '/api/v1/common/contact'];
// A bound, not a measurement: a server waiting for a body that never comes would hold the test until its own timeout.
const NO_ANSWER_MS = 15_000;

/** POSTs headers declaring `declared` bytes and 1 KB of them, then waits for an answer without sending the rest. */
function answerWithoutTheBody(url: string, declared: number): Promise<{ status: number; body: string }> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${url}: no answer within ${NO_ANSWER_MS} ms while the declared body was not sent`)),
      NO_ANSWER_MS,
    );
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': declared } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => (body += text));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', reject);
    request.write(Buffer.alloc(1024, 0x20));
  }).finally(() => agent.destroy());
}

test.describe('a 20 MB body to the API', () => {
  test('declared and never sent is answered 413 at once: nothing waits for it', async ({ baseURL }) => {
    for (const path of ROUTES) {
      const { status, body } = await answerWithoutTheBody(`${baseURL}${path}`, 20 * MB);
      expect(status, path).toBe(413);
      expect(JSON.parse(body), path).toMatchObject({ success: false, code: 'payload_too_large' });
    }
  });

  test('sent whole is answered 413 in the envelope, with the security headers', async ({ request }) => {
    const body = Buffer.alloc(20 * MB, 0x20);
    for (const path of ROUTES) {
      const response = await request.post(path, { data: body, headers: { 'content-type': 'application/json' } });
      expect(response.status(), path).toBe(413);
      expect(await response.json(), path).toMatchObject({ success: false, code: 'payload_too_large' });
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
    }
    // The server is none the worse: a small body still signs in (or is refused for what it says).
    const signIn = await request.post(ROUTES[0]!, { data: { email: 'nobody-here@example.test', password: 'Wrong-pass-1' } });
    expect(signIn.status()).toBe(401);
  });
});
