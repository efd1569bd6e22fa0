import type { OrderActionEvent } from './admin-order-action';
import type { MachineWords } from './words';

// Beside the machine, not in it: the back office's chunk has the machine, only the flow studio needs these words.
export const orderActionWords: MachineWords<OrderActionEvent['type']> = {
  summary: "A staff member's action on an order.",
  events: {
    CHOOSE: "The staff member clicks an action's button",
    CONFIRM: 'The staff member confirms',
    CANCEL: 'The staff member keeps the order as it is',
  },
  guards: {
    weighty: 'the action ends the order or gives money back',
  },
  actors: { runAction: 'sending the action to the server' },
};
