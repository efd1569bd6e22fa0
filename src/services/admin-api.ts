import { createApiClient, HTTPError, type ApiClient } from './api';
import { authApi } from './auth-api';
import { currentIdToken } from './firebase';
import { privateKey } from './query-client';

/**
 * The back office's calls: the shop's authenticated client (Firebase ID token on every call; the server's
 * /api/admin/* routes answer 401 without one, 403 to a shopper), same errors, timeout and language.
 */
export const adminApi = authApi;

const bearer = async () => ({ authorization: `Bearer ${await currentIdToken()}` });

/**
 * The shop's client only GETs and POSTs (its size counts in every shopper's first load): the back office's
 * PATCH, DELETE and picture upload are that client's POST, turned into the request they are just before it
 * leaves — same token, errors, timeout and language. The body is sent as bytes, never as a stream.
 */
const reshaped = (method: string, body: (request: Request) => Promise<BodyInit | null> = async () => null): ApiClient =>
  createApiClient({
    prefixUrl: '/api',
    headers: bearer,
    fetch: async (request) =>
      fetch(new Request(request.url, { method, headers: request.headers, signal: request.signal, body: await body(request) })),
  });

/** PATCH `path` with an edit as JSON. */
export const adminPatch = (path: string, json: unknown) => reshaped('PATCH', (request) => request.text()).post(path, { json });

/** DELETE `path`. */
export const adminDelete = (path: string) => reshaped('DELETE').post(path);

/** POSTs a file as it is (a picture), with its own content type. */
export const adminUpload = (path: string, file: Blob, searchParams: Record<string, string>) =>
  reshaped('POST', async () => file).post(path, { searchParams, headers: { 'content-type': file.type } });

/** Admin answers belong to the signed-in account: private keys, forgotten on sign-out (query-client.ts). */
export const adminKey = <const Parts extends readonly unknown[]>(uid: string | null, ...parts: Parts) => privateKey(uid, 'admin', ...parts);

/** The HTTP status of a failed call, or null when the API did not answer (network, timeout). */
export const statusOf = (error: unknown): number | null => (error instanceof HTTPError ? error.response.status : null);
