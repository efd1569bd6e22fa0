/**
 * Where the write rate limit counts. Without REDIS_URL each process counts alone, which is right
 * for one process; behind a load balancer a client would get the limit once per process, so with
 * REDIS_URL every process counts in the same Redis keys.
 *
 * When Redis is unreachable the limit falls back to counting in each process (a client then gets the
 * limit once per process, still far better than no limit at all), and says so once per outage.
 */
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** INCR with the window set on the first hit, as @fastify/rate-limit's own Redis store counts. */
const incrementScript = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  local ttl = redis.call('PTTL', KEYS[1])
  return {current, ttl}
`;

/** Fixed windows in this process's memory; bounded, oldest key dropped first. */
export class LocalCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  constructor(private readonly maxKeys = 10_000) {}

  incr(key: string, timeWindow: number, now = Date.now()): Counted {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value ?? '');
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

export interface FallbackLog {
  /** Redis failed: writes are now counted in this process. Called once per outage. */
  fellBack(error: Error): void;
  /** Redis answered again after an outage. */
  recovered(): void;
}

/** ioredis states after a lost connection; while first connecting, commands wait in its queue instead. */
const redisDown = new Set(['reconnecting', 'close', 'end']);

interface RedisLike {
  readonly status: string;
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
}

/**
 * A @fastify/rate-limit store counting in Redis while it answers, and in this process otherwise. A
 * Redis that is known to be down is not asked at all, so writes do not each wait for its timeout.
 */
export function fallbackStore(redis: RedisLike, nameSpace: string, log: FallbackLog): FastifyRateLimitStoreCtor {
  const local = new LocalCounter();
  let degraded = false;
  const fallBack = (error: Error) => {
    if (!degraded) log.fellBack(error);
    degraded = true;
  };

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      const fullKey = this.prefix + key;
      if (redisDown.has(redis.status)) {
        fallBack(new Error(`Redis connection is ${redis.status}`));
        done(null, local.incr(fullKey, timeWindow));
        return;
      }
      redis.eval(incrementScript, 1, fullKey, timeWindow).then(
        (answer) => {
          if (degraded) log.recovered();
          degraded = false;
          const [current, ttl] = answer as [number, number];
          done(null, { current, ttl });
        },
        (error: unknown) => {
          fallBack(error instanceof Error ? error : new Error(String(error)));
          done(null, local.incr(fullKey, timeWindow));
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Per route, like the plugin's own stores: one route's writes do not use up another's.
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new FallbackStore({}, `${this.prefix}${route?.method ?? ''}${route?.url ?? routeOptions.url}-`);
    }
  }
  return FallbackStore;
}

export async function sharedRateLimitStore(app: FastifyInstance, config: Config): Promise<Partial<RateLimitPluginOptions>> {
  if (!config.redisUrl) return {};
  // Loaded only where it is used: one process with no REDIS_URL starts without it.
  const { Redis: RedisClient } = await import('ioredis');
  const redis: Redis = new RedisClient(config.redisUrl, {
    // A write waits at most this long for Redis before it is counted in the process instead.
    connectTimeout: 500,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
  });
  // Without a listener ioredis prints every reconnection failure; the store logs once per outage.
  redis.on('error', () => undefined);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  const store = fallbackStore(redis, 'baobab-write-limit:', {
    fellBack: (error) =>
      app.log.warn({ err: error.message }, 'rate limit: Redis unreachable; writes are counted in each process until it is back'),
    recovered: () => app.log.info('rate limit: Redis is back; writes are counted across processes again'),
  });
  return { store };
}
