import { z } from 'zod/mini';
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
  deliveryMethod: z.catch(z.nullable(deliveryMethodCodeSchema), null),
  clientInfo: z.catch(z.nullable(clientInfoSchema), null),
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

export function saveCheckout(
  context: Pick<CheckoutContext, 'deliveryMethod' | 'clientInfo'>,
  storage: StorageLike | undefined = browserStorage(),
): void {
  try {
    if (context.deliveryMethod === null && context.clientInfo === null) storage?.removeItem(checkoutStorageKey);
    else
      storage?.setItem(
        checkoutStorageKey,
        JSON.stringify({ version: 1, deliveryMethod: context.deliveryMethod, clientInfo: context.clientInfo }),
      );
  } catch {
    // A full or blocked storage only costs the restore after a reload.
  }
}
