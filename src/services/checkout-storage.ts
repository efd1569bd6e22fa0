import type { CheckoutContext, CheckoutInput } from '../machines/checkout';
import { browserStorage } from './persistence';
import type { SavedCheckoutSchema } from './saved-checkout-schema';

/**
 * What a reload keeps of a checkout (DESIGN "Actors"): the delivery method and the customer info. Never
 * the payment step, an order or an attempt, so a restored checkout cannot create a payment by itself.
 */
export const checkoutStorageKey = 'baobab.checkout.v1';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The shared schemas that check a saved checkout, once loaded: from then on one is checked at once. */
let schema: SavedCheckoutSchema | undefined;
let loading: Promise<SavedCheckoutSchema | undefined> | undefined;

/** Loads the schemas that check a saved checkout (zod among them); undefined when their chunk cannot be loaded. */
export function loadSavedCheckoutSchema(): Promise<SavedCheckoutSchema | undefined> {
  loading ??= import('./saved-checkout-schema').then(
    (module) => (schema = module.savedCheckoutSchema),
    (error: unknown) => {
      // Offline, its chunk not kept: this checkout starts afresh rather than failing the cart; the next read tries again.
      loading = undefined;
      console.warn('The saved checkout could not be checked; the checkout starts afresh.', error);
      return undefined;
    },
  );
  return loading;
}

function checked(savedSchema: SavedCheckoutSchema, raw: unknown): CheckoutInput {
  const parsed = savedSchema.safeParse(raw);
  return parsed.success ? { deliveryMethod: parsed.data.deliveryMethod, clientInfo: parsed.data.clientInfo } : {};
}

/** The last saved text read before the schemas were there, and its check: the same promise, so a component can `use` it. */
let lastReading: { text: string; checked: Promise<CheckoutInput> } | undefined;

/**
 * The saved checkout. Nothing saved (a first visit): nothing to check, at once. Something saved: checked with the shared
 * schemas — at once when they are loaded, else a promise of it while they load (the cart's first screen, where the
 * checkout starts, carries no zod).
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
  if (schema) return checked(schema, raw);
  if (lastReading?.text !== text)
    lastReading = { text, checked: loadSavedCheckoutSchema().then((loaded) => (loaded ? checked(loaded, raw) : {})) };
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
