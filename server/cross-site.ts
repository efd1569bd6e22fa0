/**
 * Refuses writes a browser sends on behalf of another site (a hidden form on any page posting to
 * the shop with the visitor's cookies and IP). Same rule as Go's net/http CrossOriginProtection:
 * a browser's `Sec-Fetch-Site` decides when present; otherwise an `Origin` must be the shop's own;
 * a request with neither comes from no browser (a server, curl) and has nothing to forge.
 *
 * The other half is in app.ts: write routes parse JSON only, which a cross-site form cannot send
 * without a CORS preflight the shop never grants; any other body type is a 415.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody, sendApiError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Same-origin, or typed in the address bar / opened from a bookmark. */
const trustedFetchSites = new Set(['same-origin', 'none']);

/** `origin` and the Host header name the same host and port (`localhost:80` is `http://localhost`). */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    const url = new URL(origin);
    return host !== undefined && url.host === new URL(`${url.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return !trustedFetchSites.has(site);
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // The Host header is the one the browser connected to; publicUrl covers a proxy that rewrites it.
  return !sameHost(origin, request.headers.host) && origin !== new URL(publicUrl).origin;
}

/**
 * `exempt` lists routes that servers post to (PayDunya's IPN): they prove themselves otherwise
 * (the IPN is checked with PayDunya before anything changes).
 */
export function refuseCrossSiteWrites(app: FastifyInstance, { publicUrl, exempt }: { publicUrl: string; exempt: readonly string[] }): void {
  const exemptRoutes = new Set(exempt);
  // A callback hook, not an async one: every read passes through it, and a promise per request is measurable (api-speed.md).
  app.addHook('onRequest', (request, reply, done) => {
    if (safeMethods.has(request.method) || exemptRoutes.has(request.routeOptions.url ?? '') || !isCrossSite(request, publicUrl)) {
      done();
      return;
    }
    // Answered here: the request goes no further (no done()).
    void sendApiError(reply, errorBody(403, 'CrossSiteRequest', 'Writes from another site are refused.'));
  });
}
