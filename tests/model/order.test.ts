import { describe, expect, it } from 'vitest';
import { createCoverage, generateModelPaths, runModelPath, type ModelOptions } from './harness';
import { orderModelOf } from './order.model';
import { allowedOrderActions, nextOrderState, orderMachine } from '../../src/machines/order';
import { orderActions, orderStates, type OrderState } from '../../src/domain/admin-orders';

type Snapshot = ReturnType<typeof orderMachine.transition>;
const finalStates: OrderState[] = ['delivered', 'collected', 'refunded'];

/** Both deliveries share one coverage: each reaches its own branch of `preparing` (the guards). */
describe('model: order', () => {
  const coverage = createCoverage(orderMachine);
  for (const shippingMethod of ['livreur', 'collect'] as const) {
    const model: ModelOptions<typeof orderMachine> = {
      ...orderModelOf(shippingMethod),
      check: (snapshot: Snapshot, { event, previous }) => {
        const state = snapshot.value as OrderState;
        // The pure helper the server uses agrees with the real actor on every step (null: refused, nothing moved).
        if (previous && !event.type.startsWith('xstate.')) {
          const next = nextOrderState(previous.value as OrderState, shippingMethod, event as Parameters<typeof nextOrderState>[2]);
          expect(next ?? previous.value).toBe(state);
        }
        if (finalStates.includes(state)) expect(allowedOrderActions(state, shippingMethod)).toEqual([]);
        if (state === 'shipped') expect(shippingMethod).toBe('livreur');
        if (state === 'ready_for_pickup') expect(shippingMethod).toBe('collect');
      },
    };
    const paths = generateModelPaths(model);
    paths.forEach((path, index) => {
      it(`${shippingMethod} path ${index + 1}/${paths.length}: ${path.description}`, async () => {
        await runModelPath(model, path, coverage);
      });
    });
  }
  it('reaches every state and transition of the machine', () => {
    coverage.assertComplete('order');
  });
});

describe('order actions the staff may take', () => {
  it.each([
    ['pending_payment', 'livreur', ['cancel']],
    ['paid', 'livreur', ['prepare', 'refund']],
    ['overpaid', 'livreur', ['refund', 'refund_excess']],
    ['paid_after_expiry', 'collect', ['refund', 'accept_late_payment']],
    ['preparing', 'livreur', ['ship', 'refund']],
    ['preparing', 'collect', ['mark_ready', 'refund']],
    ['shipped', 'livreur', ['deliver']],
    ['ready_for_pickup', 'collect', ['collect', 'refund']],
    ['expired', 'livreur', []],
    ['cancelled', 'livreur', []],
  ] as const)('%s (%s): %j', (state, shippingMethod, allowed) => {
    expect(allowedOrderActions(state, shippingMethod)).toEqual(allowed);
  });

  it('refuses every other action in every state (null, nothing moves)', () => {
    for (const state of orderStates) {
      for (const shippingMethod of ['livreur', 'collect'] as const) {
        const allowed = allowedOrderActions(state, shippingMethod);
        for (const action of orderActions.filter((candidate) => !allowed.includes(candidate))) {
          expect(nextOrderState(state, shippingMethod, { type: action.toUpperCase() as 'PREPARE' })).toBeNull();
        }
      }
    }
  });
});
