import { expect } from 'vitest';
import { describeModel } from './harness';
import { wishlistModel, restores } from './wishlist.model';
import { wishlistMachine } from '../../src/machines/wishlist';
import type { StoredProduct } from '../../src/domain/cart-item';
import { storedProductSchema } from '../../src/domain/cart-item';

type Snapshot = ReturnType<typeof wishlistMachine.transition>;

/** The wishlist spec §4 expects after an event. */
function expectedItems(before: readonly StoredProduct[], event: { type: string; product?: StoredProduct; id?: number; items?: unknown }) {
  const listed = (id: number) => before.some((item) => item.id === id);
  const valid = (product: StoredProduct) => storedProductSchema.safeParse(product).success;
  switch (event.type) {
    case 'TOGGLE': {
      const product = event.product as StoredProduct;
      if (listed(product.id)) return before.filter((item) => item.id !== product.id);
      return valid(product) ? [...before, product] : before;
    }
    case 'REMOVE':
      return before.filter((item) => item.id !== event.id);
    case 'RESTORE':
      return restores.find((restore) => restore.items === event.items)?.expected ?? [];
    default:
      return before;
  }
}

describeModel({
  ...wishlistModel,
  check: (snapshot: Snapshot, { event, previous }) => {
    const { items } = snapshot.context;
    // Never twice the same product, never an invalid one.
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) expect(storedProductSchema.parse(item)).toEqual(item);
    if (!previous) {
      expect(items).toEqual([]);
      return;
    }
    const expected = expectedItems(previous.context.items, event as { type: string });
    expect(items).toEqual(expected);
    if (expected === previous.context.items) expect(items).toBe(previous.context.items);
  },
});
