// A local OpenID Connect provider that plays Google in end-to-end tests (oauth2-mock-server).
//   node tests/support/oidc.mjs <port> <controlPort>
// The control port sets who signs in next: POST /identity { email, name, sub? }.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

import { OAuth2Server } from 'oauth2-mock-server';

export async function startOidc({ port = 0, controlPort = 0 } = {}) {
  let identity = { sub: 'google-e2e-default', email: 'google.user@example.test', name: 'Google User' };
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { sub: identity.sub, email: identity.email, email_verified: true, name: identity.name, aud: token.payload.aud });
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { sub: identity.sub, email: identity.email, email_verified: true, name: identity.name };
  });

  const control = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/identity') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const next = JSON.parse(body || '{}');
        identity = { sub: next.sub ?? `google-${next.email}`, email: next.email, name: next.name ?? 'Google User' };
        res.writeHead(204).end();
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
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
  const oidc = await startOidc({ port, controlPort });
  console.log(`oidc: issuer ${oidc.issuer}, control ${oidc.controlPort}`);
}
