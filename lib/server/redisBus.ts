// Messages between app instances over Redis pub/sub (REDIS_URL): "this session ended" and the like.
// One publisher and one subscriber per process, opened on first use. Nothing here ever blocks a
// request or the start: a Redis that is down only means `listening()` is false meanwhile, and the
// callers (caches) then stop trusting what they hold.
import type { Redis } from 'ioredis';

import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';

type Listener = (message: string) => void;

interface Bus {
  publisher: Redis;
  subscriber: Redis;
  listeners: Map<string, Set<Listener>>;
  /** Called when the subscription (re)starts: whatever was missed meanwhile is unknown. */
  onReady: Set<() => void>;
}

const memo = globalThis as unknown as { __redisBus?: Promise<Bus | null> };

async function open(url: string): Promise<Bus> {
  const { default: IORedis } = await import('ioredis');
  const settings = { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000, enableOfflineQueue: false };
  const publisher = new IORedis(url, settings);
  // A subscriber's connection must not time out while it waits for messages.
  const subscriber = new IORedis(url, { ...settings, commandTimeout: undefined, maxRetriesPerRequest: null, enableOfflineQueue: true });
  const bus: Bus = { publisher, subscriber, listeners: new Map(), onReady: new Set() };
  let lastError = '';
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => {
      if (error.message !== lastError) logger.warn('redis bus error', { error: error.message });
      lastError = error.message;
    });
  }
  subscriber.on('message', (channel: string, message: string) => {
    for (const listener of bus.listeners.get(channel) ?? []) listener(message);
  });
  subscriber.on('ready', () => {
    lastError = '';
    // ioredis re-subscribes by itself after a reconnect; listeners forget what they may have missed.
    for (const reset of bus.onReady) reset();
  });
  return bus;
}

function bus(): Promise<Bus | null> {
  const url = env().REDIS_URL;
  if (!url) return Promise.resolve(null);
  memo.__redisBus ??= open(url).catch((error: unknown) => {
    logger.error('cannot open the redis bus', { error: error instanceof Error ? error.message : String(error) });
    return null;
  });
  return memo.__redisBus;
}

/** Whether REDIS_URL is set (messages then go to every instance). */
export const busConfigured = () => Boolean(env().REDIS_URL);

/**
 * Listens on channel. `onReset` runs whenever the subscription (re)starts, since messages sent while it
 * was down are lost. Returns whether the subscription is up now.
 */
export async function subscribe(channel: string, listener: Listener, onReset: () => void): Promise<void> {
  const current = await bus();
  if (!current) return;
  let set = current.listeners.get(channel);
  if (!set) {
    current.listeners.set(channel, (set = new Set()));
    current.subscriber.subscribe(channel).catch((error: unknown) => {
      logger.warn('redis bus: subscribe failed', { channel, error: error instanceof Error ? error.message : String(error) });
    });
  }
  set.add(listener);
  current.onReady.add(onReset);
}

/** Whether messages on the bus reach this process now (false without Redis, or while it is down). */
export async function listening(): Promise<boolean> {
  const current = await bus();
  return current !== null && current.subscriber.status === 'ready';
}

/** Sends message to every instance listening on channel (this one included); false when it could not. */
export async function publish(channel: string, message: string): Promise<boolean> {
  const current = await bus();
  if (!current) return false;
  try {
    await current.publisher.publish(channel, message);
    return true;
  } catch (error) {
    logger.warn('redis bus: publish failed', { channel, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}

/** Closes the connections (tests). */
export async function closeBus() {
  const pending = memo.__redisBus;
  memo.__redisBus = undefined;
  const current = await pending;
  if (current) await Promise.allSettled([current.publisher.quit(), current.subscriber.quit()]);
}
