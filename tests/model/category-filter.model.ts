import type { ModelOptions } from './paths';
import { categoryFilterMachine } from '../../src/machines/category-filter';

// The category filter's model: what the path tests and the flow studio's path list generate from.
type Snapshot = ReturnType<typeof categoryFilterMachine.transition>;

export const categoryFilterModel: ModelOptions<typeof categoryFilterMachine> = {
  name: 'categoryFilter',
  machine: categoryFilterMachine,
  events: {
    SELECT: [1, 2].map((categoryId) => ({ type: 'SELECT' as const, categoryId })),
  },
  describeEvent: (event) => {
    const { type, categoryId } = event as { type: string; categoryId?: number };
    return categoryId === undefined ? type : `${type} #${categoryId}`;
  },
  serializeState: (snapshot: Snapshot) => JSON.stringify(snapshot.context.categoryId),
};
