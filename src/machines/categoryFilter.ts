import { assign, setup } from 'xstate';

/** The catalogue category filter shared by the header dropdown, the filter bar and the first grid. */
export const categoryFilterMachine = setup({
  types: {
    context: {} as { categoryId: number | null },
    events: {} as { type: 'SELECT'; categoryId: number } | { type: 'CLEAR' },
  },
}).createMachine({
  id: 'categoryFilter',
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
