/**
 * For tests: a `fetch` that serves requests to `origin` from the app in-process (Fastify inject), so the
 * PayDunya client and the simulator's IPN callback talk to the same app without opening a port.
 * Other origins go to the real fetch.
 */
import type { FastifyInstance } from 'fastify';

export function injectingFetch(app: FastifyInstance, origin: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== new URL(origin).origin) return fetch(request);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers.entries()),
      ...(body ? { payload: body } : {}),
    });
    return new Response(response.rawPayload.length > 0 ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : (Array.isArray(value) ? value : [String(value)]).map((item): [string, string] => [name, item]),
      ),
    });
  };
}
