import { assign, setup } from 'xstate';

export type CategoryFilterEvent = { type: 'SELECT'; categoryId: number };

/**
 * The catalogue category filter shared by the header dropdown, the filter bar and the first grid. No event
 * clears it apart from SELECT: the shop has no "every category" button, choosing the active one again does it.
 */
export const categoryFilterMachine = setup({
  types: {
    context: {} as { categoryId: number | null },
    events: {} as CategoryFilterEvent,
  },
}).createMachine({
  id: 'categoryFilter',
  description: 'One category at most is chosen; none shows every product.',
  context: { categoryId: null },
  on: {
    SELECT: {
      // Choosing the active category again clears the filter (spec §4).
      actions: assign({
        categoryId: ({ context, event }) => (context.categoryId === event.categoryId ? null : event.categoryId),
      }),
    },
  },
});
