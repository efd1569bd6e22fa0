import type { ModelOptions } from './paths';
import { orderActionMachine } from '../../src/machines/admin-order-action';
import { AdminCallError } from '../../src/domain/admin-failure';

// A staff member's action on an order: what the path tests (admin-order-action.test.ts), the flow studio's path
// list and the browser paths generate from. Marking refunded is weighty (asked twice); preparing is not: the actions of a paid order.
export const refused = new AdminCallError({ kind: 'refused', state: 'cancelled', allowed: [] });

export const orderActionModel: ModelOptions<typeof orderActionMachine> = {
  name: 'adminOrderAction',
  machine: orderActionMachine,
  input: { orderId: 41 },
  events: {
    CHOOSE: [
      { type: 'CHOOSE', action: 'refund', note: ' Client absent ' },
      { type: 'CHOOSE', action: 'prepare', note: '' },
    ],
    CONFIRM: [{ type: 'CONFIRM', note: 'Client absent twice' }],
    'xstate.done.actor.runAction': [{ type: 'xstate.done.actor.runAction', output: { id: 41 } }],
    'xstate.error.actor.runAction': [{ type: 'xstate.error.actor.runAction', error: refused }],
  },
  describeEvent: (event) => {
    const { type, action, error } = event as { type: string; action?: string; error?: unknown };
    if (action) return `${type} ${action}`;
    if (error !== undefined) return `${type} ${error instanceof AdminCallError ? error.failure.kind : 'error'}`;
    return type;
  },
  serializeState: (snapshot) => {
    const { action, note, failure, done } = snapshot.context;
    return JSON.stringify([snapshot.value, action, note, failure !== null, done > 0]);
  },
};
