// A local mail and SMS catcher for tests: a real SMTP server (smtp-server) that keeps every message
// it receives, and an HTTP side that plays the SMS provider's webhook and lets tests read both.
//   node tests/support/catcher.mjs <smtpPort> <httpPort>
//   GET  /messages?to=<address>   messages to that email or phone, oldest first
//   POST /sms                     the SMS webhook: { to, message }, bearer token if CATCHER_SMS_TOKEN is set
//   GET  /health
import http from 'node:http';
import { pathToFileURL } from 'node:url';

import { SMTPServer } from 'smtp-server';

/** Extracts the text part from a raw message (quoted-printable soft breaks undone). */
function bodyText(raw) {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  return rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function header(raw, name) {
  const match = raw.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'));
  return match ? match[1].replace(/\r?\n[ \t]/g, ' ').trim() : '';
}

export async function startCatcher({ smtpPort = 0, httpPort = 0, smsToken = process.env.CATCHER_SMS_TOKEN } = {}) {
  const messages = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const rcpt of session.envelope.rcptTo) {
          messages.push({
            channel: 'email',
            to: rcpt.address.toLowerCase(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: header(raw, 'Subject'),
            text: bodyText(raw),
            at: Date.now(),
          });
        }
        callback();
      });
    },
  });
  // smtp-server re-emits a connection's socket errors on the server (with remoteAddress): a sender killed
  // mid-message (tests/integration/ordersKill.test.ts SIGKILLs one) resets its socket, and without a
  // listener that ECONNRESET would be an uncaught exception in the test run. The lost message is the
  // sender's to retry, as with a real mail server.
  smtp.on('error', () => undefined);
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/health') return send(200, { ok: true });
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      return send(
        200,
        messages.filter((m) => !to || m.to === to),
      );
    }
    if (req.method === 'POST' && url.pathname === '/sms') {
      if (smsToken && req.headers.authorization !== `Bearer ${smsToken}`) return send(401, { error: 'bad token' });
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          const { to, message } = JSON.parse(body);
          if (typeof to !== 'string' || typeof message !== 'string') return send(400, { error: 'to and message' });
          messages.push({ channel: 'sms', to, from: '', subject: '', text: message, at: Date.now() });
          send(202, { accepted: true });
        } catch {
          send(400, { error: 'json' });
        }
      });
      return;
    }
    send(404, { error: 'not found' });
  });
  await new Promise((resolve) => server.listen(httpPort, '127.0.0.1', resolve));

  return {
    smtpPort: smtp.server.address().port,
    httpPort: server.address().port,
    messages,
    async close() {
      await new Promise((resolve) => smtp.close(resolve));
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
  const catcher = await startCatcher({ smtpPort, httpPort });
  console.log(`catcher: smtp ${catcher.smtpPort}, http ${catcher.httpPort}`);
}
