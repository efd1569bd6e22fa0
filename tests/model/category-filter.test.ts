import { expect } from 'vitest';
import { describeModel } from './harness';
import { categoryFilterModel } from './category-filter.model';
import { categoryFilterMachine } from '../../src/machines/category-filter';

type Snapshot = ReturnType<typeof categoryFilterMachine.transition>;

/** Spec §4: selecting sets the filter, selecting the same category again clears it. */
function expectedCategory(before: number | null, event: { type: string; categoryId?: number }): number | null {
  if (event.type === 'SELECT') return before === event.categoryId ? null : (event.categoryId ?? null);
  return before;
}

describeModel({
  ...categoryFilterModel,
  check: (snapshot: Snapshot, { event, previous }) => {
    if (!previous) {
      expect(snapshot.context.categoryId).toBeNull();
      return;
    }
    expect(snapshot.context.categoryId).toBe(expectedCategory(previous.context.categoryId, event as { type: string; categoryId?: number }));
  },
});
