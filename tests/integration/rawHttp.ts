// Requests a fetch cannot make: a body that declares a length it never sends, or one that streams on
// until the server answers. One route handler on a server of its own, through Next's API resolver (as
// `next start` and testApiHandler run it), reached over a socket kept alive, as browsers keep theirs.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

import type { NextApiHandler } from 'next';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';

export interface RawRequest {
  method?: string;
  headers?: Record<string, string | number>;
  /** Sent one after another, each once the last is written, until the answer comes; then no more. */
  chunks?: Iterable<Buffer>;
  /** The path's parameters, as Next gives them to the route. */
  query?: Record<string, string | string[]>;
  /** Also wait, once answered, for the server to close the connection. */
  untilClosed?: boolean;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the request (headers included) the server had read when its answer was sent. */
  bytesRead: number;
  /** Bytes the client had written when it was answered. */
  bytesSent: number;
  /** With untilClosed: the server closed the connection. */
  closed: boolean;
}

/** A route file as Next loads it: the handler, and the `config` it exports beside it (bodyParser: false). */
export interface RouteModule {
  default: NextApiHandler;
  config?: unknown;
}

// A bound for a test that would otherwise wait for its own timeout: a server that waits for a body it will never get.
const NO_ANSWER_MS = 30_000;

export async function rawRequest(route: RouteModule, request: RawRequest = {}): Promise<RawAnswer> {
  let bytesRead = -1;
  // Next's resolver reads `config` from the module, as testApiHandler hands it over.
  const resolverModule = Object.assign(route.default, route);
  const server = http.createServer((req, res) => {
    res.on('finish', () => (bytesRead = req.socket.bytesRead));
    void apiResolver(
      req,
      res,
      request.query ?? {},
      resolverModule,
      { previewModeId: '', previewModeEncryptionKey: '', previewModeSigningKey: '', dev: false },
      false,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const answer = await send(port, agent, request);
    // The answer's 'finish' may come a moment after the client has read it.
    for (let i = 0; i < 100 && bytesRead < 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    return { ...answer, bytesRead };
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function send(port: number, agent: http.Agent, request: RawRequest): Promise<Omit<RawAnswer, 'bytesRead'>> {
  const { method = 'POST', headers = {}, chunks = [] } = request;
  return new Promise((resolve, reject) => {
    // Set by the callbacks below, read by the writing loop.
    const state = { answered: false };
    let closed = false;
    let bytesSent = 0;
    let socket: Socket | undefined;
    const timer = setTimeout(() => {
      client.destroy();
      reject(new Error(`no ${state.answered ? 'close' : 'answer'} within ${NO_ANSWER_MS} ms (${bytesSent} bytes of the body sent)`));
    }, NO_ANSWER_MS);
    const client = http.request({ host: '127.0.0.1', port, method, path: '/api/test', headers, agent }, (res) => {
      state.answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => {
        const done = () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, bytesSent, closed });
        };
        if (!request.untilClosed || closed) done();
        else socket?.once('close', done);
      });
    });
    client.on('socket', (opened: Socket) => {
      socket = opened;
      opened.once('close', () => (closed = true));
    });
    // Writing once the server has closed the connection (having answered) fails here; the answer is what counts.
    client.on('error', (error) => {
      if (!state.answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    client.flushHeaders();
    void (async () => {
      for (const chunk of chunks) {
        if (state.answered || client.destroyed) return;
        await new Promise<void>((written) => client.write(chunk, () => written()));
        bytesSent += chunk.length;
      }
      // A declared length not yet reached: the request stays open, unfinished, as a slow or lying client leaves it.
      const declared = headers['content-length'];
      if (!state.answered && !client.destroyed && (declared === undefined || bytesSent >= Number(declared))) client.end();
    })();
  });
}

/** `count` chunks of `size` bytes of `byte`. */
export function* chunksOf(count: number, size = 64 * 1024, byte = 0x20): Generator<Buffer> {
  const chunk = Buffer.alloc(size, byte);
  for (let i = 0; i < count; i++) yield chunk;
}
