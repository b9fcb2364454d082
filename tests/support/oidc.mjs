// A local OpenID Connect provider that plays Google in end-to-end tests (oauth2-mock-server).
//   node tests/support/oidc.mjs <port> <controlPort>
// The authorize step approves at once (no login screen). The token endpoint checks the client's
// credentials (client_secret_basic or client_secret_post, as Google accepts) against OIDC_CLIENT_ID /
// OIDC_CLIENT_SECRET (defaults: the e2e server's GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET), and the
// PKCE verifier when the authorize request carried a challenge. The issuer is http://127.0.0.1:<port>,
// the address the site is configured with (GOOGLE_ISSUER), so ID token issuer checks pass.
// The control port sets who signs in next:
//   POST /identity { email, name?, sub?, email_verified? }   (email_verified defaults to true)
import http from 'node:http';
import { pathToFileURL } from 'node:url';

import { OAuth2Server } from 'oauth2-mock-server';

const DEFAULT_CLIENT = { id: 'e2e-google-client', secret: 'e2e-google-secret' };
const DEFAULT_IDENTITY = { sub: 'google-e2e-default', email: 'google.user@example.test', name: 'Google User', email_verified: true };

/** The client's credentials from a token request: HTTP Basic (form-urlencoded parts) or the body. */
function clientCredentials(req) {
  const header = req.headers.authorization ?? '';
  if (header.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    const part = (value) => decodeURIComponent(value.replace(/\+/g, ' '));
    try {
      return { id: part(decoded.slice(0, colon)), secret: part(decoded.slice(colon + 1)) };
    } catch {
      return null;
    }
  }
  const body = req.body ?? {};
  return typeof body.client_id === 'string' ? { id: body.client_id, secret: body.client_secret } : null;
}

function identityClaims(identity) {
  return { sub: identity.sub, email: identity.email, email_verified: identity.email_verified, name: identity.name };
}

export async function startOidc({ port = 0, controlPort = 0, host = '127.0.0.1', client = DEFAULT_CLIENT } = {}) {
  let identity = { ...DEFAULT_IDENTITY };
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, host);
  // The library names itself http://localhost:<port>; say the address the site was given.
  server.issuer.url = `http://${host}:${server.address().port}`;

  // Claims about the person on every token (the access token and the ID token).
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identityClaims(identity));
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = identityClaims(identity);
  });
  // Client authentication at the token endpoint: a wrong id or secret gets Google's invalid_client.
  server.service.on('beforeResponse', (response, req) => {
    if (!client) return;
    const given = clientCredentials(req);
    if (!given || given.id !== client.id || given.secret !== client.secret) {
      response.statusCode = 401;
      response.body = { error: 'invalid_client', error_description: 'The OAuth client was not found or its secret is wrong.' };
    }
  });

  const control = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/identity') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        let next;
        try {
          next = JSON.parse(body || '{}');
        } catch {
          res.writeHead(400).end('invalid JSON');
          return;
        }
        if (typeof next.email !== 'string' || !next.email) {
          res.writeHead(400).end('email is required');
          return;
        }
        identity = {
          sub: typeof next.sub === 'string' && next.sub ? next.sub : `google-${next.email}`,
          email: next.email,
          name: typeof next.name === 'string' ? next.name : 'Google User',
          email_verified: next.email_verified !== false,
        };
        res.writeHead(204).end();
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/identity') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(identity));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve) => control.listen(controlPort, host, resolve));
  return {
    issuer: server.issuer.url,
    controlPort: control.address().port,
    async close() {
      await server.stop();
      await new Promise((resolve) => control.close(resolve));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, controlPort] = process.argv.slice(2).map(Number);
  const client = {
    id: process.env.OIDC_CLIENT_ID ?? DEFAULT_CLIENT.id,
    secret: process.env.OIDC_CLIENT_SECRET ?? DEFAULT_CLIENT.secret,
  };
  const oidc = await startOidc({ port, controlPort, client });
  console.log(`oidc: issuer ${oidc.issuer}, control ${oidc.controlPort}`);
}
