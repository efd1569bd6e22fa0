import { describe, expect, it } from 'vitest';
import { isNews, sectionOf } from './live-sections';

describe('what a live event means to the staff member who hears it', () => {
  it('counts a new paid order and a payment to review, not an order that merely moves', () => {
    expect(isNews({ kind: 'order', id: 1, from: 'pending_payment', to: 'paid' })).toBe(true);
    expect(isNews({ kind: 'order', id: 1, from: 'paid', to: 'overpaid' })).toBe(true);
    expect(isNews({ kind: 'order', id: 1, from: 'expired', to: 'paid_after_expiry' })).toBe(true);
    expect(isNews({ kind: 'order', id: 1, from: 'pending_payment', to: 'pending_payment' })).toBe(false);
    expect(isNews({ kind: 'order', id: 1, from: 'paid', to: 'preparing' })).toBe(false);
    expect(isNews({ kind: 'order', id: 1, from: 'pending_payment', to: 'expired' })).toBe(false);
  });

  it("counts every booking and message, and a colleague's action but not one's own", () => {
    expect(isNews({ kind: 'booking', id: 2 })).toBe(true);
    expect(isNews({ kind: 'message', id: 3 })).toBe(true);
    expect(isNews({ kind: 'staff', entity: 'order', id: '1', action: 'order.prepare', mine: false })).toBe(true);
    expect(isNews({ kind: 'staff', entity: 'order', id: '1', action: 'order.prepare', mine: true })).toBe(false);
  });

  it('belongs to the section of the nav that lists it', () => {
    expect(sectionOf({ kind: 'order', id: 1, from: 'pending_payment', to: 'paid' })).toBe('orders');
    expect(sectionOf({ kind: 'booking', id: 2 })).toBe('bookings');
    expect(sectionOf({ kind: 'message', id: 3 })).toBe('messages');
    expect(sectionOf({ kind: 'staff', entity: 'product', id: '4', action: 'update', mine: false })).toBe('catalogue');
    expect(sectionOf({ kind: 'staff', entity: 'delivery_method', id: 'collect', action: 'update', mine: false })).toBe('catalogue');
    expect(sectionOf({ kind: 'staff', entity: 'staff', id: 'uid', action: 'grant', mine: false })).toBe('staff');
  });
});
