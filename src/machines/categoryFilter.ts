import { assign, setup } from 'xstate';

export type CategoryFilterEvent = { type: 'SELECT'; categoryId: number } | { type: 'CLEAR' };

/** The catalogue category filter shared by the header dropdown, the filter bar and the first grid. */
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
    CLEAR: { actions: assign({ categoryId: null }) },
  },
});
