import type { BeforeRequestHook, KyInstance } from 'ky';
import { api } from './api';
import { currentIdToken } from './firebase';
import { apiLocale, currentLocale } from './i18n';

/**
 * Adds the signed-in shopper's Firebase ID token and the language to a request.
 *
 * It replaces `api`'s own beforeRequest hook rather than running beside it, for two reasons:
 * ky stops running beforeRequest hooks after one returns a new Request, and that hook rebuilds the
 * Request around the old one's body stream — which Chromium uploads only over HTTP/2 and fails on
 * HTTP/1.1 (net::ERR_ALPN_NEGOTIATION_FAILED). Here the body is read into memory first.
 */
const withTokenAndLocale: BeforeRequestHook = async (request) => {
  const url = new URL(request.url);
  if (!url.searchParams.has('locale')) url.searchParams.set('locale', apiLocale(currentLocale()));
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${await currentIdToken()}`);
  const body = request.body ? await request.arrayBuffer() : null;
  return new Request(url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrer: request.referrer,
    referrerPolicy: request.referrerPolicy,
    mode: request.mode,
  });
};

/**
 * `api` plus `Authorization: Bearer <Firebase ID token>`, for the calls the server guards
 * (customers, orders, bookings). Rejects with NotSignedInError when nobody is signed in.
 */
export const authApi: KyInstance = api
  .extend({ hooks: { beforeRequest: undefined } }) // ky: an explicit undefined drops the inherited hooks
  .extend({ hooks: { beforeRequest: [withTokenAndLocale] } });
