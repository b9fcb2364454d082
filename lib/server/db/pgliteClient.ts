// The main thread's side of the embedded database on its own thread (pgliteWorker.mjs): the part of
// PGlite's interface drizzle-orm/pglite uses (query, exec, transaction, close), each call a message.
// Statements run in the worker in the order they arrive, with PGlite's own rule that a transaction
// holds the database until it ends (other statements wait), exactly as PGlite in this thread did.
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import type { Results, Transaction } from '@electric-sql/pglite';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** drizzle's parsers keep dates, intervals and numeric arrays as the text PostgreSQL sent: the worker does the same for these type ids. */
  parsers?: Record<number, unknown>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

const WORKER_FILE = path.join(process.cwd(), 'lib/server/db/pgliteWorker.mjs');

/** A database error as PGlite reported it in the worker: its message and PostgreSQL's fields (code, constraint…). */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(typeof fields.message === 'string' ? fields.message : 'Database error');
  Object.assign(error, fields);
  return error;
}

export class PgliteWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private failure: Error | null = null;

  constructor(dir: string) {
    this.worker = new Worker(WORKER_FILE, { workerData: { dir } });
    // The worker keeps the process alive only while a statement is on its way (scripts end by themselves).
    this.worker.unref();
    this.worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const waiting = this.pending.get(id);
      if (!waiting) return;
      this.settled(id);
      if (error) waiting.reject(rebuildError(error));
      else waiting.resolve(result);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const [id, waiting] of this.pending) {
        this.settled(id);
        waiting.reject(error);
      }
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`The embedded database's thread stopped (exit code ${code}).`)));
  }

  private settled(id: number) {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  private request<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Resolves once the database folder is open (and migrated by PGlite's own start, if new). */
  get waitReady(): Promise<void> {
    return this.request({ op: 'ready' });
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results<T>> {
    return this.request({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      raw: Object.keys(options.parsers ?? {}).map(Number),
      tx,
    });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.request({ op: 'exec', sql, tx });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const number = await this.request<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: (sql: string, params?: unknown[], options?: QueryOptions) => (open(), this.query(sql, params, options, number)),
      exec: (sql: string) => (open(), this.exec(sql, number)),
      rollback: async () => {
        open();
        closed = true;
        await this.request({ op: 'end', tx: number, commit: false });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await callback(tx);
      // The callback may have rolled back itself (tx.rollback()), which sets closed.
      if (!(tx as { closed: boolean }).closed) {
        closed = true;
        await this.request({ op: 'end', tx: number, commit: true });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.request({ op: 'end', tx: number, commit: false }).catch(() => undefined);
      }
      throw error;
    }
  }

  async close() {
    try {
      if (!this.failure) await this.request({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
