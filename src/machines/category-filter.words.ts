import type { CategoryFilterEvent } from './category-filter';
import type { MachineWords } from './words';

// Beside the machine, not in it: the shop's bundle has the machine, only the flow studio needs these words.
export const categoryFilterWords: MachineWords<CategoryFilterEvent['type']> = {
  summary: 'The category chosen in the header menu or the category bar.',
  events: {
    SELECT: 'The shopper chooses a category (the chosen one again clears it)',
  },
  guards: {},
  actors: {},
};
