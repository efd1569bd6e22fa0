import type { z } from 'zod/mini';
import { apiLocale, currentLocale } from './i18n';

/**
 * The shop's HTTP client: a small wrapper over fetch in place of ky (~5 KB brotli of the first load,
 * of which the shop used four things), with ky's semantics for them — non-2xx rejects with an
 * HTTPError carrying the Response, a GET is retried once on a network failure or a passing server
 * status, every attempt times out after 20 s with a TimeoutError, and `json` bodies are sent as JSON.
 */

/** The API answered with a status outside 2xx; its body is still on `response`. */
export class HTTPError extends Error {
  override readonly name = 'HTTPError';
  constructor(
    readonly response: Response,
    readonly request: Request,
  ) {
    super(`Request failed with status code ${response.status}: ${request.method} ${request.url}`);
  }
}

/** The API did not answer within the client's timeout. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`);
  }
}

export interface RequestOptions {
  /** Replaces the path's query; `locale` is added unless given (spec §7: every call carries it). */
  searchParams?: Record<string, string>;
  /** Sent as `application/json`. */
  json?: unknown;
  headers?: Record<string, string>;
}

/** A pending response whose `json()` reads the body (an empty body or a 204 reads as ''). */
export interface ResponsePromise extends Promise<Response> {
  json(): Promise<unknown>;
}

export interface ApiClient {
  get(path: string, options?: RequestOptions): ResponsePromise;
  post(path: string, options?: RequestOptions): ResponsePromise;
}

export interface ClientOptions {
  /** Prepended to every path with a `/` between them. */
  prefixUrl: string;
  /** Headers computed for every call (an Authorization token); a rejection sends nothing. */
  headers?: () => Promise<Record<string, string>>;
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

/** Statuses worth one more try of a GET (ky's defaults; 413 only when the server says when). */
const retryStatuses = new Set([408, 413, 429, 500, 502, 503, 504]);
const retryAfterStatuses = new Set([413, 429, 503]);
const retryDelayMs = 300;

/** How long to wait before retrying after `error`, or null when the call must fail now. */
function retryDelay(error: unknown, timeoutMs: number): number | null {
  if (error instanceof TimeoutError) return null;
  if (!(error instanceof HTTPError)) return retryDelayMs;
  const { status, headers } = error.response;
  if (!retryStatuses.has(status)) return null;
  const retryAfter = headers.get('Retry-After');
  if (retryAfter && retryAfterStatuses.has(status)) {
    const seconds = Number(retryAfter);
    const ms = Number.isNaN(seconds) ? Date.parse(retryAfter) - Date.now() : seconds * 1000;
    // Waiting longer than a request may take helps nobody: the caller shows the failure instead.
    return ms >= 0 && ms <= timeoutMs ? ms : null;
  }
  return status === 413 ? null : retryDelayMs;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return '';
  const text = await response.text();
  return text === '' ? '' : (JSON.parse(text) as unknown);
}

export function createApiClient({
  prefixUrl,
  headers: dynamicHeaders,
  fetch: send = (request) => fetch(request),
  timeoutMs = 20_000,
}: ClientOptions): ApiClient {
  async function attempt(method: string, url: string, options: RequestOptions, extraHeaders?: Record<string, string>): Promise<Response> {
    const headers = new Headers({ accept: 'application/json', ...options.headers, ...extraHeaders });
    if (options.json !== undefined) headers.set('content-type', 'application/json');
    const controller = new AbortController();
    const request = new Request(url, {
      method,
      headers,
      body: options.json === undefined ? null : JSON.stringify(options.json),
      signal: controller.signal,
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new TimeoutError(request));
      }, timeoutMs);
    });
    try {
      const response = await Promise.race([send(request), timedOut]);
      if (!response.ok) throw new HTTPError(response, request);
      return response;
    } finally {
      clearTimeout(timer);
    }
  }

  async function call(method: string, path: string, options: RequestOptions): Promise<Response> {
    const query = new URLSearchParams(options.searchParams);
    if (!query.has('locale')) query.set('locale', apiLocale(currentLocale()));
    const url = `${prefixUrl.replace(/\/$/, '')}/${path}?${query}`;
    // Before the first attempt and outside the retry: nobody signed in is no failure to try again.
    const extraHeaders = await dynamicHeaders?.();
    try {
      return await attempt(method, url, options, extraHeaders);
    } catch (error) {
      const delay = method === 'GET' ? retryDelay(error, timeoutMs) : null;
      if (delay === null) throw error;
      await new Promise((done) => setTimeout(done, delay));
      return attempt(method, url, options, extraHeaders);
    }
  }

  const request =
    (method: string) =>
    (path: string, options: RequestOptions = {}) => {
      const response = call(method, path, options) as ResponsePromise;
      response.json = async () => readJson(await response);
      return response;
    };
  return { get: request('GET'), post: request('POST') };
}

/** The API client; the API answers French for Arabic. */
export let api: ApiClient = createApiClient({ prefixUrl: '/api' });

/**
 * Where `api` sends its requests from now on. The server's renderer (src/entry-server.tsx) answers them in its own
 * process, so the pages' queries run there unchanged; the browser keeps `/api` over the network.
 */
export function routeApiTo(options: ClientOptions): void {
  api = createApiClient(options);
}

/** The id of a product or service in a route (`/details/:id`, `/services/:id`): a positive integer, or null (not found without asking). */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** GET a JSON document and check it against the shared schema, so a changed API fails loudly. */
export function getJson<T extends z.ZodMiniType>(path: string, schema: T, searchParams?: Record<string, string>): Promise<z.infer<T>> {
  return getCheckedJson(path, async () => schema, searchParams);
}

/**
 * getJson with a schema loaded beside the request: the catalogue's schemas and zod are not in the first load of a
 * page, and are asked for as the request leaves, so checking the answer waits for no extra round trip.
 */
export async function getCheckedJson<T extends z.ZodMiniType>(
  path: string,
  loadSchema: () => Promise<T>,
  searchParams?: Record<string, string>,
): Promise<z.infer<T>> {
  return checkedAnswer(api.get(path, searchParams ? { searchParams } : {}).json(), loadSchema);
}

/** An answer on its way, checked by a schema asked for beside it (zod stays out of the page's first load). */
export async function checkedAnswer<T extends z.ZodMiniType>(answer: Promise<unknown>, loadSchema: () => Promise<T>): Promise<z.infer<T>> {
  const [schema, body] = await Promise.all([loadSchema(), answer]);
  return schema.parse(body);
}
