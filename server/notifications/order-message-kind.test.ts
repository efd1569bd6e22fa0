import { describe, expect, it } from 'vitest';
import { orderStates, type OrderState } from '../../src/domain/order-state';
import { orderMessageKind } from './service';

// Which of an order's changes the shopper hears of by SMS (issue 24): paid, shipped, ready for pickup, refunded.
describe('the order changes that text the shopper', () => {
  it.each([
    ['pending_payment', 'paid', 'order_paid'],
    ['expired', 'paid_after_expiry', null],
    ['paid', 'preparing', null],
    ['preparing', 'shipped', 'order_shipped'],
    ['preparing', 'ready_for_pickup', 'order_ready_for_pickup'],
    ['paid', 'refunded', 'order_refunded'],
    ['cancelled', 'refunded', 'order_refunded'],
    // The staff giving back a second payment: she was told of the first.
    ['overpaid', 'paid', null],
  ] as const)('%s → %s: %s', (from, to, kind) => {
    expect(orderMessageKind(from, to)).toBe(kind);
  });

  it('texts nothing for the other states', () => {
    const texted = new Set<OrderState>(['paid', 'shipped', 'ready_for_pickup', 'refunded']);
    for (const to of orderStates.filter((state) => !texted.has(state))) expect(orderMessageKind('pending_payment', to)).toBeNull();
  });
});
