// npm start answers public pages from its front cache (lib/server/http/serve.ts): only pages Next marks
// as shared or the build wrote as HTML, and the company search, only for visitors whose answer is the
// same as everyone's (a stale role hint is dropped first), gzip made once, and an operator's change
// reaches the page at once.
import type { APIRequestContext, APIResponse } from '@playwright/test';

import { expect, test } from './fixtures';
import { companyOnSale, operatorApi } from './operator';

/**
 * Asks for the page until the front cache answers it. The first answers are Next's (a page rendered at
 * build time is STALE at first, and is kept only once Next has rendered it again); other specs' price
 * changes purge the lists meanwhile, so this polls rather than counting tries.
 */
async function fromFrontCache(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  let last: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        last = await request.get(path, { headers });
        expect(last.status(), path).toBe(200);
        return last.headers()['x-front-cache'];
      },
      { message: `${path} answered from the front cache`, timeout: 20_000 },
    )
    .toBe('HIT');
  return last!;
}

test.describe('the front cache of public pages', () => {
  test('answers a shared page with Next’s headers and its gzip; what may differ goes to Next', async ({ request }) => {
    const cached = await fromFrontCache(request, '/articles', { 'accept-encoding': 'gzip' });
    const headers = cached.headers();
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(headers.vary).toBe('Accept-Encoding');
    expect(await cached.text()).toContain('<h1');

    // A role hint without its token is dropped in front, as the middleware would, and the visitor
    // then reads the shared page.
    const stale = await request.get('/articles', { headers: { cookie: 'signedInAs=user' } });
    expect(stale.headers()['x-front-cache']).toBe('HIT');
    expect(stale.headers()['set-cookie']).toMatch(/^signedInAs=;.*Max-Age=0/);

    // Both tokens at once (the middleware refuses), the API and the signed-in areas are Next's every time.
    for (const [path, cookie] of [
      ['/articles', 'userToken=a; partnerToken=b'],
      ['/api/v1/common/screener?page=1', ''],
      ['/login', ''],
    ] as const) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await request.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
        expect(response.headers()['x-front-cache'], path).toBeUndefined();
      }
    }
  });

  test('keeps a page the build wrote as plain HTML, and the company search', async ({ request }) => {
    const about = await fromFrontCache(request, '/about');
    expect(await about.text()).toContain('<h1');
    const search = await fromFrontCache(request, '/api/v1/admin/getCompanyList?page=1&limit=10&name=a');
    expect(search.headers()['content-type']).toMatch(/^application\/json/);
    expect(search.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10');
    const body = (await search.json()) as { success: boolean; data: { result: { name: string }[] } };
    expect(body.success).toBe(true);
    expect(body.data.result.length).toBeGreaterThan(0);
    expect(body.data.result.every((company) => company.name.toLowerCase().includes('a'))).toBe(true);
  });

  test('an operator’s price change is on the page at once, past the front cache', async ({ request, baseURL }) => {
    const operator = await operatorApi(baseURL!);
    const company = await companyOnSale(operator, 12);
    const path = `/indian-stocks/${company.slug}`;
    await fromFrontCache(request, path);

    const price = company.pricePaise + 1_00 + Math.floor(Math.random() * 100);
    const change = await operator.patch(`/api/v1/admin/companies/${company.slug}`, { data: { pricePaise: price } });
    expect(change.status(), await change.text()).toBe(200);
    const after = await request.get(path);
    expect(after.headers()['x-front-cache']).toBeUndefined();
    expect(await after.text()).toContain(`"pricePaise":${price}`);
    await operator.dispose();
  });
});
