/**
 * Where the write rate limit counts. Without REDIS_URL each process counts alone, which is right
 * for one process; behind a load balancer a client would get the limit once per process, so with
 * REDIS_URL every process counts in the same Redis keys.
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

export async function sharedRateLimitStore(app: FastifyInstance, config: Config): Promise<Partial<RateLimitPluginOptions>> {
  if (!config.redisUrl) return {};
  // Loaded only where it is used: one process with no REDIS_URL starts without it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, {
    // A request waits at most this long for Redis before the limit is skipped (see skipOnError).
    connectTimeout: 500,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
  });
  let healthy = true;
  redis.on('ready', () => {
    if (!healthy) app.log.info('rate limit: Redis is back; writes are counted across processes again');
    healthy = true;
  });
  // Without a listener ioredis prints every reconnection failure; one warning per outage is enough.
  redis.on('error', (error) => {
    if (healthy) app.log.warn({ err: error }, 'rate limit: Redis unreachable; writes are not limited until it is back');
    healthy = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return {
    redis,
    nameSpace: 'baobab-write-limit:',
    // Fail open: an unreachable Redis must not make every write of the shop fail.
    skipOnError: true,
  };
}
