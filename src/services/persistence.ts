import type { ActorRef, Snapshot } from 'xstate';
import type { CartItem, StoredProduct } from '../domain/cart-item';
import { sanitizeCartItems, sanitizeWishlistItems } from '../domain/cart-rules';

/**
 * The cart and the wishlist in localStorage, one key each, as `{ "version": 1, "items": [...] }`.
 * Reading keeps the valid part (src/domain/cart-rules.ts): corrupt JSON, another version or another shape
 * give an empty list, never an exception. Every change is written at once; a change made in another tab
 * arrives through the `storage` event and is sent to the actor as RESTORE.
 */
export const cartStorageKey = 'baobab.cart.v1';
export const wishlistStorageKey = 'baobab.wishlist.v1';
const storageVersion = 1;

/** The part of `Storage` this needs (tests give a Map-backed one). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function storedItems(raw: string | null): unknown {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || !('version' in parsed) || !('items' in parsed)) return [];
  return parsed.version === storageVersion ? parsed.items : [];
}

export function parseStoredCart(raw: string | null): CartItem[] {
  return sanitizeCartItems(storedItems(raw));
}

export function parseStoredWishlist(raw: string | null): StoredProduct[] {
  return sanitizeWishlistItems(storedItems(raw));
}

export function serializeItems(items: readonly unknown[]): string {
  return JSON.stringify({ version: storageVersion, items });
}

/** localStorage, or undefined where it cannot be used (blocked cookies, some private modes). */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readRaw(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(storage: StorageLike, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Full or forbidden storage: the list still works for this visit.
  }
}

type ListActor<TItem> = ActorRef<Snapshot<unknown> & { context: { items: TItem[] } }, { type: 'RESTORE'; items: unknown }>;

interface ListSync<TItem> {
  actor: ListActor<TItem>;
  key: string;
  parse: (raw: string | null) => TItem[];
}

/** Anything that emits `storage` events: the window. */
export type StorageEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

function syncList<TItem>({ actor, key, parse }: ListSync<TItem>, storage: StorageLike, events: StorageEventSource): () => void {
  let written: readonly TItem[] | undefined;
  const write = (items: readonly TItem[]) => {
    if (items === written) return;
    written = items;
    const value = serializeItems(items);
    // Equal text means nothing changed; not writing also keeps tabs from echoing each other.
    if (readRaw(storage, key) !== value) writeRaw(storage, key, value);
  };
  // The restored list may be the cleaned-up part of what was stored: store it back as read.
  write(actor.getSnapshot().context.items);
  const subscription = actor.subscribe((snapshot) => write(snapshot.context.items));

  const onStorage = (event: Event) => {
    const { key: changed, newValue, storageArea } = event as StorageEvent;
    if (storageArea && storageArea !== storage) return;
    // A null key means the other tab cleared all of storage.
    if (changed !== key && changed !== null) return;
    actor.send({ type: 'RESTORE', items: parse(changed === null ? readRaw(storage, key) : newValue) });
  };
  events.addEventListener('storage', onStorage);
  return () => {
    subscription.unsubscribe();
    events.removeEventListener('storage', onStorage);
  };
}

export interface PersistedActors {
  cart: ListActor<CartItem>;
  wishlist: ListActor<StoredProduct>;
}

/** Keeps both lists written and in step with other tabs; returns the disconnect. */
export function persistCartAndWishlist(actors: PersistedActors, storage: StorageLike, events: StorageEventSource): () => void {
  const stops = [
    syncList({ actor: actors.cart, key: cartStorageKey, parse: parseStoredCart }, storage, events),
    syncList({ actor: actors.wishlist, key: wishlistStorageKey, parse: parseStoredWishlist }, storage, events),
  ];
  return () => stops.forEach((stop) => stop());
}
