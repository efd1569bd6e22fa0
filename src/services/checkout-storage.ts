import type { CheckoutContext, CheckoutInput } from '../machines/checkout';
import { browserStorage } from './persistence';

/**
 * What a reload keeps of a checkout (DESIGN "Actors"): the delivery method and the customer info. Never
 * the payment step, an order or an attempt, so a restored checkout cannot create a payment by itself.
 */
export const checkoutStorageKey = 'baobab.checkout.v1';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The last saved text read and its check: the same promise for the same text, so a component can `use` it. */
let lastReading: { text: string; checked: Promise<CheckoutInput> } | undefined;

async function check(raw: unknown): Promise<CheckoutInput> {
  let schema: typeof import('./saved-checkout-schema').savedCheckoutSchema;
  try {
    ({ savedCheckoutSchema: schema } = await import('./saved-checkout-schema'));
  } catch (error) {
    // Its chunk could not be loaded (offline): the checkout starts afresh rather than failing the cart.
    console.warn('The saved checkout could not be checked; the checkout starts afresh.', error);
    return {};
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? { deliveryMethod: parsed.data.deliveryMethod, clientInfo: parsed.data.clientInfo } : {};
}

/**
 * The saved checkout. Nothing saved (a first visit): nothing to check, at once. Something saved: checked with the shared
 * schemas, which load then — the cart's first screen, where the checkout starts, carries no zod.
 */
export function readSavedCheckout(storage: StorageLike | undefined = browserStorage()): CheckoutInput | Promise<CheckoutInput> {
  let text: string | null;
  let raw: unknown;
  try {
    text = storage?.getItem(checkoutStorageKey) ?? null;
    raw = JSON.parse(text ?? 'null');
  } catch {
    return {};
  }
  if (text === null || raw === null) return {};
  if (lastReading?.text !== text) lastReading = { text, checked: check(raw) };
  return lastReading.checked;
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
