import { describe, expect, it } from 'vitest';
import { orderStates } from '../../../domain/admin';
import { deliveryMethodCodes } from '../../../domain/catalog';
import { allowedOrderActions } from '../../../machines/order';
import { allowedActions } from './allowed-actions';

describe('the buttons of an order', () => {
  it('are the order machine’s own answer in every state, for both delivery methods', () => {
    for (const state of orderStates) {
      for (const method of deliveryMethodCodes)
        expect(allowedActions(state, method), `${state} ${method}`).toEqual(allowedOrderActions(state, method));
    }
    expect(allowedActions('preparing', 'livreur')).toEqual(['ship', 'refund']);
    expect(allowedActions('preparing', 'collect')).toEqual(['mark_ready', 'refund']);
  });
});
