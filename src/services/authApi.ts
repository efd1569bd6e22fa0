import type { KyInstance } from 'ky';
import { api, withLocale } from './api';
import { currentIdToken } from './firebase';

/**
 * `api` plus `Authorization: Bearer <Firebase ID token>`, for the calls the server guards
 * (customers, orders, bookings). Rejects with NotSignedInError when nobody is signed in.
 * Its hook replaces `api`'s rather than running beside it: ky stops running beforeRequest hooks
 * after one returns a new Request.
 */
export const authApi: KyInstance = api
  .extend({ hooks: { beforeRequest: undefined } }) // ky: an explicit undefined drops the inherited hooks
  .extend({
    hooks: { beforeRequest: [async (request) => withLocale(request, { authorization: `Bearer ${await currentIdToken()}` })] },
  });
