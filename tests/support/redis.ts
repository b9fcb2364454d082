// Whether a Redis answers at this address: the tests that need one are skipped, saying so, when not.
import IORedis from 'ioredis';

export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

export async function redisAnswers(url = REDIS_TEST_URL): Promise<boolean> {
  const probe = new IORedis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
