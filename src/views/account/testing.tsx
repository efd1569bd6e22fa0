// Test support for the views that depend on who is signed in (imported by *.test.tsx only, never by the app).
import { act } from '@testing-library/react';
import type { Order } from '../../domain/order';
import { clientInfo } from '../../domain/testing/fixtures';
import type { SessionUser } from '../../machines/session';
import type { RootActorRef } from '../shared/testing';

export const awa: SessionUser = { uid: 'uid-awa', displayName: 'Awa Diop', phoneNumber: '+221771234567' };

/** Firebase tells the session who is signed in (null: nobody). */
export function authChanged(root: RootActorRef, user: SessionUser | null) {
  const session = root.getSnapshot().children.session;
  if (!session) throw new Error('the root has no session');
  act(() => session.send({ type: 'AUTH_CHANGED', user }));
}

/** One of Awa's orders: one line of 2 × 1 000 F CFA, collected (10 000 F CFA), placed on 1 December 2030. */
export function anOrder(id: number, status: Order['status'], total = 12_000): Order {
  return {
    id,
    customer_id: 3,
    status,
    state: status === 'paid' ? 'paid' : status === 'expired' ? 'expired' : 'pending_payment',
    shipping_method: 'collect',
    payment_method: 'wave',
    products: [{ id: 1, name: 'Tisane n°1', unit_price: 1000, quantity: 2, line_total: 2000 }],
    subtotal: total - 10_000,
    delivery_fee: 10_000,
    total,
    deposit: total,
    rest: 0,
    client_info: clientInfo,
    created_at: '2030-12-01T10:00:00.000Z',
  };
}
