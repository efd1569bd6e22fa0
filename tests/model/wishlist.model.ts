import { absentId, broken, describeListEvent, soap, tea } from './fixtures';
import type { ModelOptions } from './paths';
import { wishlistMachine } from '../../src/machines/wishlist';

// The wishlist's model: what the path tests (wishlist.test.ts) and the flow studio's path list generate from.
type Snapshot = ReturnType<typeof wishlistMachine.transition>;

const products = [tea, soap, broken];
export const restores = [
  { items: [soap, tea], expected: [soap, tea] },
  { items: [tea, tea, { id: 9 }, broken, 'x'], expected: [tea] },
  { items: null, expected: [] },
];

export const wishlistModel: ModelOptions<typeof wishlistMachine> = {
  name: 'wishlist',
  machine: wishlistMachine,
  input: { items: [] },
  events: {
    TOGGLE: products.map((product) => ({ type: 'TOGGLE' as const, product })),
    REMOVE: [tea.id, soap.id, absentId].map((id) => ({ type: 'REMOVE' as const, id })),
    RESTORE: restores.map(({ items }) => ({ type: 'RESTORE' as const, items })),
  },
  describeEvent: describeListEvent,
  serializeState: (snapshot: Snapshot) => JSON.stringify(snapshot.context.items.map((item) => item.id)),
};
