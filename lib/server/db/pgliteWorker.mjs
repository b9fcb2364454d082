// The embedded database (PGlite, PostgreSQL compiled to WebAssembly) on a thread of its own. PGlite
// runs every statement synchronously on the thread that holds it: in the server's main thread, a
// crowd placing orders kept that thread busy and cached public pages waited behind the database
// (docs/performance.md). Here the statements run beside the main thread, on the machine's second
// core, and the main thread only sends and receives messages (lib/server/db/pgliteClient.ts).
// Plain JavaScript, loaded by path at run time: `next start`, tsx scripts and Vitest all run it as is.
//
// Messages in:  { id, op: 'query', sql, params, rowMode, raw: number[], tx? }   raw: type ids left as text
//               { id, op: 'exec', sql, tx? }   { id, op: 'begin' }   { id, op: 'end', tx, commit }   { id, op: 'close' }
// Messages out: { id, result } or { id, error: { message, code, constraint, … } }
import { parentPort, workerData } from 'node:worker_threads';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const db = new PGlite(workerData.dir, { extensions: { pg_trgm } });
const identity = (value) => value;
/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();
let lastTransaction = 0;
const ROLLBACK = Symbol('rollback');

const post = (id, result) => parentPort.postMessage({ id, result });

/** What the main thread needs of an error: PostgreSQL's fields (code, constraint…) and the message. */
function postError(id, error) {
  const fields = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
    if (error instanceof Error) fields.name = error.name;
  }
  parentPort.postMessage({ id, error: fields });
}

function target(message) {
  if (message.tx === undefined) return db;
  const open = transactions.get(message.tx);
  if (!open) throw new Error('The transaction has already ended.');
  return open.tx;
}

function begin(id) {
  const number = ++lastTransaction;
  let decide;
  const decided = new Promise((resolve) => (decide = resolve));
  let started = false;
  const finished = db.transaction(async (tx) => {
    started = true;
    transactions.set(number, { tx, decide, finished });
    post(id, number);
    if (!(await decided)) throw ROLLBACK;
  });
  // BEGIN itself failed: the caller is still waiting for its transaction.
  finished.catch((error) => {
    if (!started) postError(id, error);
  });
}

function end(id, number, commit) {
  const open = transactions.get(number);
  if (!open) return postError(id, new Error('The transaction has already ended.'));
  transactions.delete(number);
  open.decide(commit);
  open.finished.then(
    () => post(id, null),
    (error) => (error === ROLLBACK ? post(id, null) : postError(id, error)),
  );
}

parentPort.on('message', async (message) => {
  const { id, op } = message;
  try {
    if (op === 'query') {
      const parsers = Object.fromEntries(message.raw.map((type) => [type, identity]));
      post(id, await target(message).query(message.sql, message.params, { rowMode: message.rowMode, parsers }));
    } else if (op === 'exec') {
      post(id, await target(message).exec(message.sql));
    } else if (op === 'begin') {
      await db.waitReady;
      begin(id);
    } else if (op === 'end') {
      end(id, message.tx, message.commit);
    } else if (op === 'ready') {
      await db.waitReady;
      post(id, null);
    } else if (op === 'close') {
      await db.close();
      post(id, null);
    }
  } catch (error) {
    postError(id, error);
  }
});
