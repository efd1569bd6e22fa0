import { z } from 'zod';
import { deliveryMethodCodeSchema } from '../domain/catalog';
import { clientInfoSchema } from '../domain/client-info';
import type { CheckoutContext, CheckoutInput } from '../machines/checkout';
import { browserStorage } from './persistence';

/**
 * What a reload keeps of a checkout (DESIGN "Actors"): the delivery method and the customer info. Never
 * the payment step, an order or an attempt, so a restored checkout cannot create a payment by itself.
 */
export const checkoutStorageKey = 'baobab.checkout.v1';

const storedSchema = z.object({
  version: z.literal(1),
  deliveryMethod: deliveryMethodCodeSchema.nullable().catch(null),
  clientInfo: clientInfoSchema.nullable().catch(null),
});

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readSavedCheckout(storage: StorageLike | undefined = browserStorage()): CheckoutInput {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(checkoutStorageKey) ?? 'null');
  } catch {
    return {};
  }
  const parsed = storedSchema.safeParse(raw);
  return parsed.success ? { deliveryMethod: parsed.data.deliveryMethod, clientInfo: parsed.data.clientInfo } : {};
}

export function saveCheckout(context: Pick<CheckoutContext, 'deliveryMethod' | 'clientInfo'>, storage: StorageLike | undefined = browserStorage()): void {
  try {
    if (context.deliveryMethod === null && context.clientInfo === null) storage?.removeItem(checkoutStorageKey);
    else storage?.setItem(checkoutStorageKey, JSON.stringify({ version: 1, deliveryMethod: context.deliveryMethod, clientInfo: context.clientInfo }));
  } catch {
    // A full or blocked storage only costs the restore after a reload.
  }
}

/**
 * "Already a customer? Click here": the checkout page to come back to once signed in. Kept for the tab
 * only (sessionStorage), for half an hour, and only for checkout pages, so it can never send anyone
 * elsewhere. The sign-in flow ends on /, where CheckoutActor picks it up.
 */
const returnKey = 'baobab.checkout.returnAfterSignIn';
const returnLifetimeMs = 30 * 60_000;
const returnable = /^\/(verify|payment|orders\/\d{1,12})$/;

function sessionStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberReturnAfterSignIn(path: string, now = Date.now(), storage = sessionStore()): void {
  if (!returnable.test(path)) return;
  try {
    storage?.setItem(returnKey, JSON.stringify({ path, at: now }));
  } catch {
    // Without storage the shopper simply lands on the home page.
  }
}

/** The page to go back to, once (it is forgotten as it is read). */
export function takeReturnAfterSignIn(now = Date.now(), storage = sessionStore()): string | null {
  let saved: unknown;
  try {
    saved = JSON.parse(storage?.getItem(returnKey) ?? 'null');
    storage?.removeItem(returnKey);
  } catch {
    return null;
  }
  const parsed = z.object({ path: z.string().regex(returnable), at: z.number() }).safeParse(saved);
  if (!parsed.success || now - parsed.data.at > returnLifetimeMs || parsed.data.at > now) return null;
  return parsed.data.path;
}
