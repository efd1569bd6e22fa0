import { absentId, broken, describeListEvent, honey, line, soap, tea } from './fixtures';
import type { ModelOptions } from './paths';
import { cartMachine } from '../../src/machines/cart';

// The cart's model: what the path tests (cart.test.ts) and the flow studio's path list generate from.
type Snapshot = ReturnType<typeof cartMachine.transition>;

const products = [tea, soap];
// Sold out: every add of it is refused, whatever the quantity.
const soldOut = [honey];
// Quantities an event may carry: the usual ones, the bounds, and values the cart must clamp or refuse.
const addQuantities = [1, 3, 99, 100, 0, 2.5];

/** What another tab may have stored: a valid list, one with duplicates and out-of-range lines, and junk. */
export const restores = [
  { items: [line(soap, 5), line(tea, 1)], expected: [line(soap, 5), line(tea, 1)] },
  // Saved before the honey sold out: the line stays (the cart page marks it, the checkout waits for its removal).
  { items: [line(tea, 2), line({ ...honey, availability: true }, 1)], expected: [line(tea, 2), line({ ...honey, availability: true }, 1)] },
  { items: [line(tea, 0), line(soap, 2), line(soap, 3), 'x', line(tea, 100)], expected: [line(soap, 2)] },
  { items: '{"corrupt"', expected: [] },
];

// Quantities are unbounded for the graph; what matters is where they stand against the bounds.
const quantityClass = (quantity: number) =>
  quantity === 1 ? 'min' : quantity === 2 ? 'min+1' : quantity === 98 ? 'max-1' : quantity === 99 ? 'max' : 'mid';

export const cartModel: ModelOptions<typeof cartMachine> = {
  name: 'cart',
  machine: cartMachine,
  input: { items: [] },
  events: {
    ADD: [
      ...products.flatMap((product) => addQuantities.map((quantity) => ({ type: 'ADD' as const, product, quantity }))),
      { type: 'ADD', product: broken, quantity: 1 },
      ...soldOut.map((product) => ({ type: 'ADD' as const, product, quantity: 1 })),
    ],
    REMOVE: [tea.id, soap.id, honey.id, absentId].map((id) => ({ type: 'REMOVE' as const, id })),
    INCREMENT: [tea.id, soap.id, absentId].map((id) => ({ type: 'INCREMENT' as const, id })),
    DECREMENT: [tea.id, soap.id, absentId].map((id) => ({ type: 'DECREMENT' as const, id })),
    RESTORE: restores.map(({ items }) => ({ type: 'RESTORE' as const, items })),
  },
  describeEvent: describeListEvent,
  serializeState: (snapshot: Snapshot) => JSON.stringify(snapshot.context.items.map((item) => [item.id, quantityClass(item.quantity)])),
};
