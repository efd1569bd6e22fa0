/**
 * How a catalogue GET is answered from the cache: a strong ETag per content coding,
 * Cache-Control suited to how the content ages, 304 for a matching If-None-Match, and the body
 * pre-compressed in the coding the client prefers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { CatalogueCache } from './catalogue-cache';
import { chooseCoding, isNotModified } from './encoded-body';
import { followChanges, type ChangeTopic } from './invalidation';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
    /** Server-rendered pages (server/seo/spa-page.ts): made from the catalogue, emptied with it. */
    pageCache: CatalogueCache;
  }
}

export interface CachePolicy {
  /** What browsers and shared caches are told. */
  cacheControl: string;
  /** How long this process keeps the body without a write; content that ages by itself sets it. */
  maxAgeMs?: number;
}

export const cachePolicies = {
  /**
   * Products, categories, services, shops, testimonials, reference data: a browser asks again each
   * time it reads them, with the ETag it holds, so a staff edit shows on the shopper's next read (the
   * back office says "Shoppers see it now"); unchanged, the answer is an empty 304 (~0.3 KB of headers,
   * measured in docs/decisions/server-catalogue-cache.md). The client decides when it reads again
   * (src/services/query-client.ts, liveCatalogue), not a browser timer.
   */
  catalogue: { cacheControl: 'public, no-cache' },
  /**
   * Upcoming events: seats left change with every booking, so a browser revalidates each time
   * (a cheap 304 when nothing changed); the server rebuilds at least every 15 s because an event
   * leaves the list when it starts, without any write.
   */
  events: { cacheControl: 'public, no-cache', maxAgeMs: 15_000 },
} as const satisfies Record<string, CachePolicy>;

/** Pages kept: every product, service and information page in three languages fits, with room for lists and searches. */
export const keptPages = { maxEntries: 500, maxBytes: 48 * 1024 * 1024 };

/**
 * One cache of answers and one of rendered pages per app, both emptied by `invalidateCatalogue(db)` from this or any
 * other process (one change feed, so one LISTEN connection still).
 */
export function installCatalogueCache(app: FastifyInstance, db: Db): void {
  const pages = new CatalogueCache(keptPages);
  app.decorate('catalogueCache', followedCache(app, db, 'catalogue', [pages]));
  app.decorate('pageCache', pages);
}

/** A cache emptied by every change of `topic`, in this process or another, closed with `app`; `alongside` with it. */
export function followedCache(app: FastifyInstance, db: Db, topic: ChangeTopic, alongside: CatalogueCache[] = []): CatalogueCache {
  const cache = new CatalogueCache();
  const caches = [cache, ...alongside];
  const feed = followChanges(db, topic, {
    onChange: () => caches.forEach((each) => each.invalidate()),
    onListening: (listening) => caches.forEach((each) => each.setEnabled(listening)),
    onError: (error) => app.log.warn({ err: error }, `${topic} change feed: connection lost; serving uncached until it is back`),
  });
  app.addHook('onClose', () => feed.close());
  return cache;
}

/**
 * Options for a route that answers with `sendCached`: its bodies are compressed once, when built, so the
 * per-request compression plugin would only look and pass (and a GET has no body to decompress).
 */
export const precompressed = { compress: false, decompress: false } as const;

type Payload<R extends FastifyReply> = Parameters<R['send']>[0];

/**
 * Answers from the cache, building the body with `build` on a miss. The key is the route and its
 * validated parameters, so `?locale=ar` and `?locale=fr` (same French content) share one entry.
 */
export const sendCached = <R extends FastifyReply>(
  request: FastifyRequest,
  reply: R,
  policy: CachePolicy,
  build: () => Promise<Payload<R>>,
): Promise<void> => sendFromCache(request.server.catalogueCache, request, reply, policy, build);

/** `sendCached` from another cache than the catalogue's (the dashboard's, emptied by order changes). */
export async function sendFromCache<R extends FastifyReply>(
  cache: CatalogueCache,
  request: FastifyRequest,
  reply: R,
  policy: CachePolicy,
  build: () => Promise<Payload<R>>,
): Promise<void> {
  const key = `${request.routeOptions.url ?? request.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
  // The route's own serializer, so the response schema is still checked, once per build.
  const body = await cache.get(
    key,
    async () => {
      const serialized = reply.serialize(await build());
      return typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized);
    },
    policy,
  );
  const coding = chooseCoding(request.headers['accept-encoding'], body);
  reply.header('cache-control', policy.cacheControl).header('vary', 'Accept-Encoding').header('etag', body.etags[coding]);
  // Sent, not returned: a reply is thenable, and returning it would make the handler wait for the socket.
  if (isNotModified(request.headers['if-none-match'], body)) {
    reply.code(304).send();
    return;
  }
  if (coding !== 'identity') reply.header('content-encoding', coding);
  reply.type('application/json; charset=utf-8').send(body.bodies[coding] ?? body.bodies.identity);
}
