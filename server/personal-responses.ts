/**
 * Answers about one person (their orders, account, delivery details) must never be kept by a shared
 * cache (a proxy, a CDN) nor left on disk by the browser: `Cache-Control: private, no-store`, set here
 * once for every route under these prefixes — errors included — rather than route by route, so a new
 * route under them cannot forget it.
 */
import type { FastifyInstance } from 'fastify';

/** `/api/bookings` too: its GET is the caller's own bookings (a POST's answer is never cached anyway). */
export const personalPrefixes = ['/api/orders', '/api/customers', '/api/delivery-details', '/api/bookings'] as const;

export const personalCacheControl = 'private, no-store';

/** `/api/orders`, `/api/orders/7`, `/api/orders?page=2`; not `/api/ordersomething`. */
export function isPersonalPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return personalPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function keepPersonalResponsesPrivate(app: FastifyInstance): void {
  // onSend, not onRequest: it runs after the handler, so no route under these prefixes can loosen it.
  // A callback hook: it runs for every answer, and an async one costs a promise each time (api-speed.md).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPersonalPath(request.url)) reply.header('cache-control', personalCacheControl);
    done(null, payload);
  });
}
