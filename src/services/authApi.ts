import type { BeforeRequestHook, KyInstance } from 'ky';
import { api } from './api';
import { currentIdToken } from './firebase';

const attachIdToken: BeforeRequestHook = async (request) => {
  request.headers.set('authorization', `Bearer ${await currentIdToken()}`);
};

/**
 * `parent` with `hook` running before the parent's own beforeRequest hooks. Order matters: ky stops
 * running beforeRequest hooks after one returns a new Request, which `api`'s locale hook does.
 */
function withFirstHook(parent: KyInstance, hook: BeforeRequestHook): KyInstance {
  let parentHooks: BeforeRequestHook[] = [];
  const bare = parent.extend((options) => {
    parentHooks = options.hooks?.beforeRequest ?? [];
    return { hooks: { beforeRequest: undefined } }; // ky: an explicit undefined clears the inherited hooks
  });
  return bare.extend({ hooks: { beforeRequest: [hook, ...parentHooks] } });
}

/**
 * `api` plus the signed-in shopper's Firebase ID token (`Authorization: Bearer …`), for the calls the
 * server guards (customers, orders, bookings). Rejects with NotSignedInError when nobody is signed in.
 */
export const authApi: KyInstance = withFirstHook(api, attachIdToken);
