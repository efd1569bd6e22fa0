import { expect } from 'vitest';
import { describeModel } from './harness';
import { line, tea } from './fixtures';
import { cartModel, restores } from './cart.model';
import { cartMachine } from '../../src/machines/cart';
import type { CartItem } from '../../src/domain/cart-item';
import { cartItemSchema } from '../../src/domain/cart-item';

type Snapshot = ReturnType<typeof cartMachine.transition>;

/** The cart the rules of spec §4/§5 (and src/domain/cart-rules.ts's decisions) expect after an event. */
function expectedItems(before: readonly CartItem[], event: { type: string; [key: string]: unknown }): readonly CartItem[] {
  const withQuantity = (id: number, next: (quantity: number) => number) =>
    before.map((item) => (item.id === id ? { ...item, quantity: next(item.quantity) } : item));
  switch (event.type) {
    case 'ADD': {
      const { product, quantity } = event as unknown as { product: typeof tea; quantity: number };
      if (!Number.isInteger(quantity) || quantity < 1 || product.price < 0 || !product.availability) return before;
      const added = Math.min(quantity, 99);
      return before.some((item) => item.id === product.id)
        ? withQuantity(product.id, (current) => Math.min(current + added, 99))
        : [...before, line(product, added)];
    }
    case 'REMOVE':
      return before.filter((item) => item.id !== event.id);
    case 'INCREMENT':
      return withQuantity(event.id as number, (current) => Math.min(current + 1, 99));
    case 'DECREMENT':
      return withQuantity(event.id as number, (current) => Math.max(current - 1, 1));
    case 'CLEAR':
      return [];
    case 'RESTORE':
      return restores.find((restore) => restore.items === event.items)?.expected ?? [];
    default:
      return before;
  }
}

describeModel({
  ...cartModel,
  check: (snapshot: Snapshot, { event, previous }) => {
    const { items } = snapshot.context;
    // Never twice the same product, never a quantity outside 1..99, never a malformed line.
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) {
      expect(cartItemSchema.parse(item)).toEqual(item);
      expect(item.quantity).toBeGreaterThanOrEqual(1);
      expect(item.quantity).toBeLessThanOrEqual(99);
    }
    if (!previous) {
      expect(items).toEqual([]);
      return;
    }
    const expected = expectedItems(previous.context.items, event as { type: string; [key: string]: unknown });
    expect(items).toEqual(expected);
    // An event the rules refuse leaves the very same list, so nothing is written back to storage.
    const refusable = ['ADD', 'REMOVE', 'INCREMENT', 'DECREMENT'].includes(event.type);
    if (refusable && JSON.stringify(expected) === JSON.stringify(previous.context.items)) expect(items).toBe(previous.context.items);
  },
});
