import ky, { HTTPError } from 'ky';
import type { z } from 'zod/mini';
import { apiLocale, currentLocale } from './i18n';

/**
 * The request with the current language added (spec §7: every call carries `locale`) and, if given,
 * extra headers. The body is read into memory: a Request rebuilt around another's body stream is
 * uploaded by Chromium only over HTTP/2, and fails on our HTTP/1.1 server (ERR_ALPN_NEGOTIATION_FAILED).
 */
export async function withLocale(request: Request, extraHeaders?: Record<string, string>): Promise<Request> {
  const url = new URL(request.url);
  if (!url.searchParams.has('locale')) url.searchParams.set('locale', apiLocale(currentLocale()));
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(extraHeaders ?? {})) headers.set(name, value);
  return new Request(url, {
    method: request.method,
    headers,
    body: request.body ? await request.arrayBuffer() : null,
    signal: request.signal,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrer: request.referrer,
    referrerPolicy: request.referrerPolicy,
    mode: request.mode,
  });
}

/** The API client; the API answers French for Arabic. */
export const api = ky.create({
  prefixUrl: '/api',
  timeout: 20_000,
  retry: { limit: 1, methods: ['get'] },
  hooks: { beforeRequest: [(request) => withLocale(request)] },
});

/** The id of a product or service in a route (`/details/:id`, `/services/:id`): a positive integer, or null (not found without asking). */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** GET a JSON document and check it against the shared schema, so a changed API fails loudly. */
export async function getJson<T extends z.ZodMiniType>(path: string, schema: T, searchParams?: Record<string, string>): Promise<z.infer<T>> {
  const body: unknown = await api.get(path, searchParams ? { searchParams } : {}).json();
  return schema.parse(body);
}

export { HTTPError };
