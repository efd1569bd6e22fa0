import { createApiClient, type ApiClient } from './api';
import { currentIdToken } from './firebase';

/**
 * `api` plus `Authorization: Bearer <Firebase ID token>`, for the calls the server guards
 * (customers, orders, bookings). Rejects with NotSignedInError when nobody is signed in.
 */
export const authApi: ApiClient = createApiClient({
  prefixUrl: '/api',
  headers: async () => ({ authorization: `Bearer ${await currentIdToken()}` }),
});
